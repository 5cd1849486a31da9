package advisor

import "github.com/azure-gpu-advisor/advisor/app/words"

// Say is a copy of the result whose texts JSON writes in language l. The
// engine's texts are messages in no language (words.Text); the page words
// them as it shows them, and a JSON reader gets them in the language asked.
// The figures are the same in every language.
func (r Result) Say(l words.Lang) Result {
	r.Sizing.Assumptions = words.SayAll(r.Sizing.Assumptions, l)
	r.Sizing.Assumed = r.Sizing.Assumed.Say(l)
	r.Notices = sayNotices(r.Notices, l)
	picks := make([]Pick, len(r.Recommendations))
	for i, p := range r.Recommendations {
		p.Cost = p.Cost.say(l)
		alts := make([]Cost, len(p.Alternatives))
		for j, c := range p.Alternatives {
			alts[j] = c.say(l)
		}
		p.Alternatives = alts
		p.Throughput.Basis = p.Throughput.Basis.Say(l)
		path := make([]RuleHit, len(p.Path))
		for j, h := range p.Path {
			h.Effect = h.Effect.Say(l)
			path[j] = h
		}
		p.Path = path
		p.Reasons = words.SayAll(p.Reasons, l)
		picks[i] = p
	}
	r.Recommendations = picks
	rej := make([]Rejection, len(r.Rejected))
	for i, x := range r.Rejected {
		x.Why = x.Why.Say(l)
		rej[i] = x
	}
	r.Rejected = rej
	items := make([]Item, len(r.Checklist))
	for i, it := range r.Checklist {
		it.Text, it.Why = it.Text.Say(l), it.Why.Say(l)
		items[i] = it
	}
	r.Checklist = items
	return r
}

func (c Cost) say(l words.Lang) Cost {
	c.Assumption = c.Assumption.Say(l)
	c.Source = c.Source.Say(l)
	c.Adjustments = words.SayAll(c.Adjustments, l)
	c.Mix = c.Mix.Say(l)
	return c
}

func sayNotices(ns []Notice, l words.Lang) []Notice {
	out := make([]Notice, len(ns))
	for i, n := range ns {
		n.Text = n.Text.Say(l)
		out[i] = n
	}
	return out
}
