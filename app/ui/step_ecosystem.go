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
			selectField("stack", l.T(words.Stack), l.T(words.StackHint), string(a.Stack),
				opts(l, "cuda", "CUDA (NVIDIA)", "rocm", "ROCm (AMD)", "any", words.StackEither)),
			selectField("fw", l.T(words.Framework), l.T(words.FrameworkHint), string(a.Framework),
				opts(l, "pytorch", "PyTorch", "tensorflow", "TensorFlow", "jax", "JAX", "other", words.Other)),
			selectField("deploy", l.T(words.Deploy), l.T(words.DeployHint), string(a.Deploy),
				opts(l, "vm", words.DeployVM, "vmss", words.DeployVMSS, "aks", words.DeployAKS, "aml", words.DeployAML)),
			checkField("containers", l.T(words.Containers), l.T(words.ContainersHint), a.Containers),
			checkField("lockin", l.T(words.LockIn), l.T(words.LockInHint), a.LockIn),
			checkField("cvm", l.T(words.Confidential), l.T(words.ConfidentialHint), a.Confidential),
			checkField("arm", l.T(words.Arm64), l.T(words.Arm64Hint), a.Arm64),
		),
	)
}
