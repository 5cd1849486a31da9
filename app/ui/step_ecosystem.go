package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
)

// ecosystemStep is step 4: software stack and where the VMs run.
type ecosystemStep struct {
	app.Compo
	Answers advisor.Answers
}

func (s *ecosystemStep) Render() app.UI {
	a := s.Answers
	return app.Div().Class("step-body").Body(
		stepHeading("4. Ecosystem"),
		app.Div().Class("fields").Body(
			selectField("stack", "GPU software stack", "AMD Instinct needs ROCm-ready code; it can be cheaper.", string(a.Stack),
				[]option{{"cuda", "CUDA (NVIDIA)"}, {"rocm", "ROCm (AMD)"}, {"any", "Either"}}),
			selectField("fw", "Framework", "Used for the checklist's smoke test.", string(a.Framework),
				[]option{{"pytorch", "PyTorch"}, {"tensorflow", "TensorFlow"}, {"jax", "JAX"}, {"other", "Other"}}),
			selectField("deploy", "Runs on", "Containers on AKS ease a later move; AML manages the compute.", string(a.Deploy),
				[]option{{"vm", "Virtual machines"}, {"vmss", "VM Scale Sets"}, {"aks", "AKS (Kubernetes)"}, {"aml", "Azure Machine Learning"}}),
			checkField("containers", "Ships as containers", "The checklist pins images by digest instead of VM images.", a.Containers),
			checkField("lockin", "Worried about lock-in", "Adds a portability plan: containers, Kubernetes, open formats.", a.LockIn),
			checkField("cvm", "Confidential VM required", "Only confidential sizes are considered: memory encrypted and attested.", a.Confidential),
			checkField("arm", "Images also run on Arm64", "Lets Arm64 hosts such as ND GB200 v6 (NVIDIA Grace) be picked.", a.Arm64),
		),
	)
}
