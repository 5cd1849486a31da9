package advisor

// ModelPreset is a published model's size and attention shape: what the KV
// cache, the training logits and the work (FLOPs per token) depend on.
type ModelPreset struct {
	// Key is the share-link value, e.g. "llama-3.1-70b".
	Key string `json:"key"`
	// Name is the model's published name.
	Name string `json:"name"`
	// ParamsB is the total parameter count, billions (every expert of a
	// mixture of experts: all of them sit in GPU memory).
	ParamsB float64 `json:"params_b"`
	// ActiveParamsB is the parameters used per token, billions (mixture of
	// experts); 0 means all of them. Compute and decode reads follow it.
	ActiveParamsB float64 `json:"active_params_b,omitempty"`
	// Layers, KVHeads and HeadDim shape the KV cache: 2 · layers · KV heads ·
	// head dim values per token.
	Layers  int `json:"layers"`
	KVHeads int `json:"kv_heads"`
	HeadDim int `json:"head_dim"`
	// Hidden is the model width.
	Hidden int `json:"hidden"`
	// Heads is the attention (query) heads, num_attention_heads: a
	// tensor-parallel degree must divide them.
	Heads int `json:"heads"`
	// Vocab is the vocabulary size (training logits).
	Vocab int `json:"vocab"`
	// MaxContext is the longest context the model reads, tokens
	// (max_position_embeddings): a server refuses a longer one.
	MaxContext int `json:"max_context"`
	// MoE is a mixture of experts' routing; nil for a dense model.
	MoE *Routing `json:"moe,omitempty"`
	// Source is the published configuration the figures come from.
	Source string `json:"source"`
}

// Routing is how a mixture of experts routes each token, from its
// config.json.
type Routing struct {
	// Experts is the routed experts in each MoE layer (n_routed_experts,
	// num_local_experts); TopK of them serve each token (num_experts_per_tok).
	Experts int `json:"experts"`
	TopK    int `json:"top_k"`
	// Shared is the experts every token uses (n_shared_experts).
	Shared int `json:"shared,omitempty"`
	// DenseLayers is the leading layers with a dense MLP instead of experts
	// (first_k_dense_replace).
	DenseLayers int `json:"dense_layers,omitempty"`
	// FFN is one routed expert's intermediate size (intermediate_size,
	// moe_intermediate_size).
	FFN int `json:"ffn"`
}

// hf and hfConfig cite a Hugging Face model repository's config.json:
// hf + "org/model" + hfConfig. Constants, so that the presets are data in
// the wasm rather than code run at start.
const hf, hfConfig = "huggingface.co/", " config.json"

// ModelPresets are the models the wizard offers by name. Each figure is read
// from the model's published config.json; parameter counts are the model
// cards' (safetensors) totals.
var ModelPresets = []ModelPreset{
	{Key: "llama-3.2-1b", Name: "Llama 3.2 1B", ParamsB: 1.24, Layers: 16, KVHeads: 8, HeadDim: 64, Hidden: 2048, Heads: 32, MaxContext: 131072, Vocab: 128256, Source: hf + "meta-llama/Llama-3.2-1B" + hfConfig},
	{Key: "llama-3.2-3b", Name: "Llama 3.2 3B", ParamsB: 3.21, Layers: 28, KVHeads: 8, HeadDim: 128, Hidden: 3072, Heads: 24, MaxContext: 131072, Vocab: 128256, Source: hf + "meta-llama/Llama-3.2-3B" + hfConfig},
	{Key: "llama-3.1-8b", Name: "Llama 3.1 8B", ParamsB: 8.03, Layers: 32, KVHeads: 8, HeadDim: 128, Hidden: 4096, Heads: 32, MaxContext: 131072, Vocab: 128256, Source: hf + "meta-llama/Llama-3.1-8B" + hfConfig},
	{Key: "llama-3.1-70b", Name: "Llama 3.1 / 3.3 70B", ParamsB: 70.6, Layers: 80, KVHeads: 8, HeadDim: 128, Hidden: 8192, Heads: 64, MaxContext: 131072, Vocab: 128256, Source: hf + "meta-llama/Llama-3.1-70B" + hfConfig},
	{Key: "llama-3.1-405b", Name: "Llama 3.1 405B", ParamsB: 405.9, Layers: 126, KVHeads: 8, HeadDim: 128, Hidden: 16384, Heads: 128, MaxContext: 131072, Vocab: 128256, Source: hf + "meta-llama/Llama-3.1-405B" + hfConfig},
	{Key: "llama-2-7b", Name: "Llama 2 7B", ParamsB: 6.74, Layers: 32, KVHeads: 32, HeadDim: 128, Hidden: 4096, Heads: 32, MaxContext: 4096, Vocab: 32000, Source: hf + "meta-llama/Llama-2-7b-hf" + hfConfig},
	{Key: "llama-2-13b", Name: "Llama 2 13B", ParamsB: 13.0, Layers: 40, KVHeads: 40, HeadDim: 128, Hidden: 5120, Heads: 40, MaxContext: 4096, Vocab: 32000, Source: hf + "meta-llama/Llama-2-13b-hf" + hfConfig},
	{Key: "llama-2-70b", Name: "Llama 2 70B", ParamsB: 69.0, Layers: 80, KVHeads: 8, HeadDim: 128, Hidden: 8192, Heads: 64, MaxContext: 4096, Vocab: 32000, Source: hf + "meta-llama/Llama-2-70b-hf" + hfConfig},
	{Key: "mistral-7b", Name: "Mistral 7B", ParamsB: 7.25, Layers: 32, KVHeads: 8, HeadDim: 128, Hidden: 4096, Heads: 32, MaxContext: 32768, Vocab: 32768, Source: hf + "mistralai/Mistral-7B-v0.3" + hfConfig},
	// Mixtures of experts: the routing figures are config.json's
	// (num_local_experts, num_experts_per_tok, intermediate_size; DeepSeek's
	// n_routed_experts, n_shared_experts, first_k_dense_replace,
	// moe_intermediate_size), as the papers describe them: Mixtral routes
	// each token to 2 of 8 experts in every layer (Jiang et al. 2024, "Mixtral
	// of Experts", arXiv:2401.04088); DeepSeek-V3 to 8 of 256 routed experts
	// plus 1 shared one in all but its first 3 layers (DeepSeek-AI 2024,
	// "DeepSeek-V3 Technical Report", arXiv:2412.19437, section 4.2).
	// Mixtral's total and active parameter counts are from Mistral AI's
	// announcements, whose addresses close its source.
	{Key: "mixtral-8x7b", Name: "Mixtral 8x7B", ParamsB: 46.7, ActiveParamsB: 12.9, Layers: 32, KVHeads: 8, HeadDim: 128, Hidden: 4096, Heads: 32, MaxContext: 32768, Vocab: 32000, MoE: &Routing{Experts: 8, TopK: 2, FFN: 14336}, Source: hf + "mistralai/Mixtral-8x7B-v0.1" + hfConfig + " + mistral.ai/news/mixtral-of-experts"},
	{Key: "mixtral-8x22b", Name: "Mixtral 8x22B", ParamsB: 141, ActiveParamsB: 39, Layers: 56, KVHeads: 8, HeadDim: 128, Hidden: 6144, Heads: 48, MaxContext: 65536, Vocab: 32768, MoE: &Routing{Experts: 8, TopK: 2, FFN: 16384}, Source: hf + "mistralai/Mixtral-8x22B-v0.1" + hfConfig + " + mistral.ai/news/mixtral-8x22b"},
	{Key: "qwen2.5-7b", Name: "Qwen2.5 7B", ParamsB: 7.62, Layers: 28, KVHeads: 4, HeadDim: 128, Hidden: 3584, Heads: 28, MaxContext: 131072, Vocab: 152064, Source: hf + "Qwen/Qwen2.5-7B" + hfConfig},
	{Key: "qwen2.5-14b", Name: "Qwen2.5 14B", ParamsB: 14.7, Layers: 48, KVHeads: 8, HeadDim: 128, Hidden: 5120, Heads: 40, MaxContext: 131072, Vocab: 152064, Source: hf + "Qwen/Qwen2.5-14B" + hfConfig},
	{Key: "qwen2.5-32b", Name: "Qwen2.5 32B", ParamsB: 32.5, Layers: 64, KVHeads: 8, HeadDim: 128, Hidden: 5120, Heads: 40, MaxContext: 131072, Vocab: 152064, Source: hf + "Qwen/Qwen2.5-32B" + hfConfig},
	{Key: "qwen2.5-72b", Name: "Qwen2.5 72B", ParamsB: 72.7, Layers: 80, KVHeads: 8, HeadDim: 128, Hidden: 8192, Heads: 64, MaxContext: 131072, Vocab: 152064, Source: hf + "Qwen/Qwen2.5-72B" + hfConfig},
	// Multi-head latent attention caches one compressed latent of 512 plus a
	// 64-dim rotary key per layer and token: 576 values, written here as one
	// KV head pair of 288 dims so that 2 · heads · dims = 576.
	{Key: "deepseek-v3", Name: "DeepSeek-V3 / R1", ParamsB: 671, ActiveParamsB: 37, Layers: 61, KVHeads: 1, HeadDim: 288, Hidden: 7168, Heads: 128, MaxContext: 163840, Vocab: 129280, MoE: &Routing{Experts: 256, TopK: 8, Shared: 1, DenseLayers: 3, FFN: 2048}, Source: hf + "deepseek-ai/DeepSeek-V3" + hfConfig + " (kv_lora_rank 512, qk_rope_head_dim 64)"},
	{Key: "gemma-2-9b", Name: "Gemma 2 9B", ParamsB: 9.24, Layers: 42, KVHeads: 8, HeadDim: 256, Hidden: 3584, Heads: 16, MaxContext: 8192, Vocab: 256000, Source: hf + "google/gemma-2-9b" + hfConfig},
	{Key: "gemma-2-27b", Name: "Gemma 2 27B", ParamsB: 27.2, Layers: 46, KVHeads: 16, HeadDim: 128, Hidden: 4608, Heads: 32, MaxContext: 8192, Vocab: 256000, Source: hf + "google/gemma-2-27b" + hfConfig},
	{Key: "phi-3-mini", Name: "Phi-3 mini (3.8B)", ParamsB: 3.82, Layers: 32, KVHeads: 32, HeadDim: 96, Hidden: 3072, Heads: 32, MaxContext: 4096, Vocab: 32064, Source: hf + "microsoft/Phi-3-mini-4k-instruct" + hfConfig},
	{Key: "phi-4", Name: "Phi-4 (14B)", ParamsB: 14.7, Layers: 40, KVHeads: 10, HeadDim: 128, Hidden: 5120, Heads: 40, MaxContext: 16384, Vocab: 100352, Source: hf + "microsoft/phi-4" + hfConfig},
}

// routedB is the routed experts' parameters of a model of the given layers
// and width, billions: every MoE layer holds Experts SwiGLU experts of three
// hidden × FFN matrices (gate, up and down projections). Everything else
// (attention, embeddings, the router, shared experts, dense layers) is read
// by every token.
func (r *Routing) routedB(layers, hidden int) float64 {
	return float64(layers-r.DenseLayers) * float64(r.Experts) * 3 * float64(hidden) * float64(r.FFN) / 1e9
}

// modelKeys are the presets' keys, for suggestions.
func modelKeys() []string {
	out := make([]string, len(ModelPresets))
	for i, m := range ModelPresets {
		out[i] = m.Key
	}
	return out
}

// ModelPresetByKey finds a preset.
func ModelPresetByKey(key string) (ModelPreset, bool) {
	for _, m := range ModelPresets {
		if m.Key == key {
			return m, true
		}
	}
	return ModelPreset{}, false
}
