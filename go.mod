module github.com/azure-gpu-advisor/advisor

go 1.26

require (
	github.com/goccy/go-json v0.12.0
	github.com/maxence-charriere/go-app/v10 v10.1.11
	github.com/samber/lo v1.53.0
)

require (
	github.com/google/uuid v1.6.0 // indirect
	golang.org/x/text v0.22.0 // indirect
)
