package main

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
)

// DefaultBaseURL is the public, unauthenticated Retail Prices endpoint.
const DefaultBaseURL = "https://prices.azure.com/api/retail/prices"

// APIVersion is the first version that returns savings-plan rates. From this
// version on, $filter values are case-sensitive.
const APIVersion = "2023-01-01-preview"

// regionPattern is what an ARM region name looks like (e.g. "eastus",
// "westus3"). Validating it keeps user input from altering the OData filter.
var regionPattern = regexp.MustCompile(`^[a-z0-9]+$`)

// ParseRegions splits a comma-separated -regions value into distinct,
// lower-cased ARM region names. An empty value means all regions.
func ParseRegions(s string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, r := range strings.Split(s, ",") {
		r = strings.ToLower(strings.TrimSpace(r))
		if r == "" || seen[r] {
			continue
		}
		if !regionPattern.MatchString(r) {
			return nil, fmt.Errorf("invalid region %q: want an ARM region name such as eastus", r)
		}
		seen[r] = true
		out = append(out, r)
	}
	return out, nil
}

// Filter returns the OData $filter for GPU VM meters, optionally limited to
// one region. It deliberately does not filter on priceType: Consumption and
// Reservation are both needed, and DevTest items are cheap to drop locally.
//
// startswith() is not in Microsoft's documented examples (which only show
// eq), but it is widely used against this API; IsGPUSku re-applies the same
// restriction client-side in case the server ever ignores or widens it.
func Filter(region string) string {
	parts := make([]string, 0, len(gpuSkuPrefixes))
	for _, p := range gpuSkuPrefixes {
		parts = append(parts, fmt.Sprintf("startswith(armSkuName,'%s')", p))
	}
	f := "serviceName eq 'Virtual Machines' and (" + strings.Join(parts, " or ") + ")"
	if region != "" {
		f += " and armRegionName eq '" + strings.ReplaceAll(region, "'", "''") + "'"
	}
	return f
}

// BuildQueryURL returns the first-page URL for one query against base.
// The query string is assembled by hand rather than with url.Values.Encode so
// that it matches Microsoft's documented form: a literal "$filter" key and
// %20 for spaces (Encode would produce "%24filter" and "+").
func BuildQueryURL(base, region string, primaryOnly bool) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("invalid base URL %q: %w", base, err)
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", fmt.Errorf("invalid base URL %q: want an absolute http(s) URL", base)
	}
	if u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("invalid base URL %q: must not carry a query; the tool sets api-version, currencyCode and $filter itself", base)
	}
	q := []string{
		"api-version=" + APIVersion,
		"currencyCode=" + escapeQuery("'USD'"),
	}
	if primaryOnly {
		// Supported from api-version 2021-10-01; without it 2023-01-01-preview
		// also returns non-primary meters, which only add duplicate prices.
		q = append(q, "meterRegion="+escapeQuery("'primary'"))
	}
	q = append(q, "$filter="+escapeQuery(Filter(region)))
	u.RawQuery = strings.Join(q, "&")
	return u.String(), nil
}

// escapeQuery percent-encodes a query value, using %20 rather than "+" for
// spaces and leaving the quote, parentheses and comma of OData literals as is.
func escapeQuery(s string) string {
	e := strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
	return strings.NewReplacer("%27", "'", "%28", "(", "%29", ")", "%2C", ",").Replace(e)
}
