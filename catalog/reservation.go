package catalog

import "math"

// Hours in the reservation terms the Azure Retail Prices API names in
// reservationTerm. The API reports a reservation's retailPrice as the total for
// the whole term (even though unitOfMeasure says "1 Hour"), so it is divided by
// these to get an hourly figure comparable to pay-as-you-go.
const (
	HoursPerYear   = 8760
	HoursPer3Years = 3 * HoursPerYear
)

// ReservationModel returns the price model and hours of a reservationTerm
// ("1 Year", "3 Years"); ok is false for any other term.
func ReservationModel(term string) (m PriceModel, hours int, ok bool) {
	switch term {
	case "1 Year":
		return RI1Y, HoursPerYear, true
	case "3 Years":
		return RI3Y, HoursPer3Years, true
	}
	return "", 0, false
}

// TermToHourly spreads a whole-term reservation price over the term's hours.
// The quotient is rounded to 1e-10 USD: far below any meaningful price step,
// but it removes binary floating-point noise, so 37646.1/26280 is 1.4325
// rather than 1.4324999999999999.
func TermToHourly(total float64, hours int) float64 {
	const scale = 1e10
	return math.Round(total/float64(hours)*scale) / scale
}
