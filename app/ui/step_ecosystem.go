package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/azure-gpu-advisor/advisor/app/advisor"
	"github.com/azure-gpu-advisor/advisor/app/words"
)

// ecosystemStep is step 4: software stack and where the VMs run.
type ecosystemStep struct {
	Lang    words.Lang
	Answers advisor.Answers
}

func (s *ecosystemStep) ui() app.UI {
	a, l := s.Answers, s.Lang
	return wrap("div", "class=step-body",
		stepHeading(l.T(words.HeadingEcosystem)),
		wrap("div", "class=fields",
			selectField(l, "stack", words.Stack, words.StackHint, string(a.Stack),
				opts(l, []choice{{"cuda", 0, "CUDA (NVIDIA)"}, {"rocm", 0, "ROCm (AMD)"}, {"any", words.StackEither, ""}})),
			selectField(l, "fw", words.Framework, words.FrameworkHint, string(a.Framework),
				opts(l, []choice{{"pytorch", 0, "PyTorch"}, {"tensorflow", 0, "TensorFlow"}, {"jax", 0, "JAX"}, {"other", words.Other, ""}})),
			selectField(l, "deploy", words.Deploy, words.DeployHint, string(a.Deploy),
				opts(l, []choice{{"vm", words.DeployVM, ""}, {"vmss", words.DeployVMSS, ""}, {"aks", words.DeployAKS, ""}, {"aml", words.DeployAML, ""}})),
			checkField(l, "containers", words.Containers, words.ContainersHint, a.Containers),
			checkField(l, "lockin", words.LockIn, words.LockInHint, a.LockIn),
			checkField(l, "cvm", words.Confidential, words.ConfidentialHint, a.Confidential),
			checkField(l, "arm", words.Arm64, words.Arm64Hint, a.Arm64),
		),
	)
}
