package ui

import "github.com/azure-gpu-advisor/advisor/app/words"

// ecosystemFields are step 4's fields: the software stack and how the VMs run.
var ecosystemFields = []stepField{
	{key: "stack", label: words.Stack, hint: words.StackHint,
		choices: []choice{{"cuda", 0, "CUDA (NVIDIA)"}, {"rocm", 0, "ROCm (AMD)"}, {"any", words.StackEither, ""}}},
	{key: "fw", label: words.Framework, hint: words.FrameworkHint,
		choices: []choice{{"pytorch", 0, "PyTorch"}, {"tensorflow", 0, "TensorFlow"}, {"jax", 0, "JAX"}, {"other", words.Other, ""}}},
	{key: "deploy", label: words.Deploy, hint: words.DeployHint,
		choices: []choice{{"vm", words.DeployVM, ""}, {"vmss", words.DeployVMSS, ""}, {"aks", words.DeployAKS, ""}, {"aml", words.DeployAML, ""}}},
	{key: "containers", label: words.Containers, hint: words.ContainersHint},
	{key: "lockin", label: words.LockIn, hint: words.LockInHint},
	{key: "cvm", label: words.Confidential, hint: words.ConfidentialHint},
	{key: "arm", label: words.Arm64, hint: words.Arm64Hint},
}
