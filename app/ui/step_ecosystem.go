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
	t := l.T
	return wrap("div", "class=step-body",
		stepHeading(t(words.HeadingEcosystem)),
		wrap("div", "class=fields",
			selectField("stack", t(words.Stack), t(words.StackHint), string(a.Stack),
				opts(l, "cuda", "CUDA (NVIDIA)", "rocm", "ROCm (AMD)", "any", words.StackEither)),
			selectField("fw", t(words.Framework), t(words.FrameworkHint), string(a.Framework),
				opts(l, "pytorch", "PyTorch", "tensorflow", "TensorFlow", "jax", "JAX", "other", words.Other)),
			selectField("deploy", t(words.Deploy), t(words.DeployHint), string(a.Deploy),
				opts(l, "vm", words.DeployVM, "vmss", words.DeployVMSS, "aks", words.DeployAKS, "aml", words.DeployAML)),
			checkField("containers", t(words.Containers), t(words.ContainersHint), a.Containers),
			checkField("lockin", t(words.LockIn), t(words.LockInHint), a.LockIn),
			checkField("cvm", t(words.Confidential), t(words.ConfidentialHint), a.Confidential),
			checkField("arm", t(words.Arm64), t(words.Arm64Hint), a.Arm64),
		),
	)
}
