package words

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// The Chinese house style, as a reviewer who reads Microsoft Learn's zh-cn
// pages every day would check it (GLOSSARY.md). Every rule is about the
// Chinese wording only; the English tables are left alone.
//
// Latin words in a Chinese sentence are names and units, not English. A word
// passes when it is
//   - inside `…` (a command, a path, a quota or extension name: code), or
//     inside “…” (what a person types or a program prints, quoted as is),
//   - a placeholder ({0}),
//   - an acronym or a part number in capitals and digits (GPU, FP8, A100,
//     MI300X, SEV-SNP),
//   - an Azure size or series name (NC, NVadsA10, Standard_NC24ads_A100_v4, v5),
//   - a file name (main.bicep),
//   - or in zhNames: the products, companies, software and units below, and
//     the few terms of art Chinese engineers write in Latin letters (token,
//     logits: Learn's zh-cn pages have no Chinese term for them).
//
// Anything else (a command, a key of a link, an English word) fails with the
// message's ID and the word: write it in Chinese, or mark it as code.
var zhNames = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		Azure Microsoft Windows Linux Ubuntu Canonical Server Enterprise Education Datacenter Entra Bastion Arc Learn
		NVIDIA CUDA OptiX GRID vGPU NVLink NVSwitch InfiniBand Hopper Ampere Blackwell Grace ConnectX Quadro RTX PRO Pro Instinct
		AMD ROCm Radeon DirectX DirectML
		Spot Batch Blob CycleCloud Lustre Prometheus Kubernetes Pod Operator Bicep Terraform Slurm Helm Kueue Volcano SkyPilot
		OpenCue Deadline Karpenter Python PyTorch JavaScript WebAssembly Markdown Docker FSLogix Shortpath BlobFuse2 Visual Studio
		Arm64 Arm x86 aarch64 vCPU vTPM NVMe PCIe Gbps Gb/s GB/s TB/s TFLOPS FLOPS FLOPs GiB GB TB MB
		token logits vLLM LoRA QLoRA NormalFloat ZeRO MoE Adam
		Llama Mistral Mixtral Qwen Gemma DeepSeek Phi Whisper Stable Diffusion Flux SDXL
		Kaplan Dubey Dettmers Hu Narayanan Korthikanti Rajbhandari Rasley
		B M K P T`) {
		m[w] = true
	}
	return m
}()

// zhNamePhrases are names of several words, taken out before the words are
// read (their middle words are not names on their own).
var zhNamePhrases = []string{"Azure GPU Advisor", "Azure Pricing Radar", "CUDA Graphs", "Open MPI", "Business Premium", "Container Toolkit", "DCGM exporter", "Workspace for Slurm", "Visual Studio", "Key Vault", "Azure Monitor", "Resource Graph", "Cloud Shell", "Microsoft Graph", "Container Registry"}

var (
	zhCode      = regexp.MustCompile("`[^`]*`|“[^”]*”")
	zhLatinWord = regexp.MustCompile(`[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*(?:[._+'/-][A-Za-z0-9]+)*`)
	zhAcronym   = regexp.MustCompile(`^[A-Z0-9]*[A-Z][A-Z0-9]*(?:[-/+][A-Z0-9]+)*$|^[A-Z][A-Z0-9]*[a-z]?[A-Z0-9]*[A-Z0-9]$`)
	zhSeries    = regexp.MustCompile(`^(?:Standard_)?N[A-Z][A-Za-z0-9_]*$|^v[0-9]+$|^[0-9]+p[0-9]*$|^[A-Z][0-9]+[a-z]*$`)
	zhFileName  = regexp.MustCompile(`^[\w./-]+\.(?:sh|json|bicep|xml|conf|txt|csv|md)$`)
	zhHanColon  = regexp.MustCompile(`[\p{Han}）」”][:;?!]`)
	zhSpaced    = regexp.MustCompile(` [，。；：、！？）」”]|[（「“，。；：、！？] |\p{Han} \p{Han}`)
	zhDoubled   = regexp.MustCompile(`[？！][。.]|。。|，，`)
)

// zhOneName are spellings of a thing that has one name on the page, with
// the name it has (GLOSSARY.md).
var zhOneName = []struct{ bad, want string }{
	{"GPU 内存", "显存"}, {"GPU内存", "显存"}, {"计价模式", "定价模式"}, {"排空模式", "排出模式"},
	{"tokens/s", "token/秒"}, {"token/s", "token/秒"}, {"tokens/秒", "token/秒"}, {"令牌/秒", "token/秒"},
	{"每秒 token", "token/秒"}, {"每秒token", "token/秒"}, {"你", "您"},
}

// TestChineseHouseStyle reads every Chinese message for the house style and
// names the message and the word that breaks it.
func TestChineseHouseStyle(t *testing.T) {
	names := messageNames(t)
	for id := range allIDs() {
		e, _ := lookup(id)
		for _, problem := range zhStyleProblems(e.zh) {
			t.Errorf("%s (%d): %s\n\tzh: %s", names[id], id, problem, e.zh)
		}
	}
}

// zhStyleProblems are what a Chinese text does against the house style.
func zhStyleProblems(zh string) (out []string) {
	if m := zhHanColon.FindString(zh); m != "" {
		out = append(out, "ASCII punctuation after Chinese "+strconv.Quote(m)+": write it full-width (：；？！)")
	}
	if m := zhDoubled.FindString(zh); m != "" {
		out = append(out, "doubled punctuation "+strconv.Quote(m))
	}
	if m := zhSpaced.FindString(zh); m != "" {
		out = append(out, "a stray space (beside full-width punctuation or between Chinese characters) "+strconv.Quote(m))
	}
	for _, n := range zhOneName {
		if strings.Contains(zh, n.bad) {
			out = append(out, strconv.Quote(n.bad)+": the page writes "+strconv.Quote(n.want))
		}
	}
	for arm, name := range regionsZh {
		if i := strings.Index(zh, arm); i >= 0 && !strings.Contains(zh, name+" ("+arm+")") && !insideCode(zh, i) {
			out = append(out, "region "+strconv.Quote(arm)+" by its API name alone: write "+strconv.Quote(name+" ("+arm+")")+" or pass it as a Region")
		}
	}
	text := zhCode.ReplaceAllString(zh, " ")
	text = placeholderRE.ReplaceAllString(text, " ")
	for _, p := range zhNamePhrases {
		text = strings.ReplaceAll(text, p, " ")
	}
	for arm, name := range regionsZh {
		text = strings.ReplaceAll(text, name+" ("+arm+")", " ")
	}
	for _, w := range zhLatinWord.FindAllString(text, -1) {
		if !zhAllowed(w) {
			out = append(out, "Latin word "+strconv.Quote(w)+": write it in Chinese, or mark a command, key or quota name as `code`")
		}
	}
	return out
}

func zhAllowed(w string) bool {
	if zhNames[w] || zhAcronym.MatchString(w) || zhSeries.MatchString(w) || zhFileName.MatchString(w) {
		return true
	}
	// A name joined to a name or a unit: CUDA/OptiX, Arm64-based, H.264.
	parts := strings.FieldsFunc(w, func(r rune) bool { return r == '-' || r == '.' || r == '_' || r == '+' || r == '\'' || r == '/' })
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if !zhNames[p] && !zhAcronym.MatchString(p) && !zhSeries.MatchString(p) && strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

// insideCode says whether byte i of s is inside `…` or “…”.
func insideCode(s string, i int) bool {
	return strings.Count(s[:i], "`")%2 == 1 || strings.LastIndex(s[:i], "“") > strings.LastIndex(s[:i], "”")
}

// messageNames are the message IDs' Go names, read from the block files'
// tables (Name - base: {…} or Name: {…}), so that a failure names the
// message as the code does.
func messageNames(t *testing.T) map[ID]string {
	t.Helper()
	byText := map[string]string{}
	files, _ := filepath.Glob("*.go")
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || strings.HasPrefix(f, "zz_") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			kv, ok := n.(*ast.KeyValueExpr)
			if !ok {
				return true
			}
			lit, ok := kv.Value.(*ast.CompositeLit)
			if !ok {
				return true
			}
			key := kv.Key
			if b, ok := key.(*ast.BinaryExpr); ok {
				key = b.X
			}
			name, ok := key.(*ast.Ident)
			if !ok {
				return true
			}
			for _, el := range lit.Elts {
				if f, ok := el.(*ast.KeyValueExpr); ok {
					if k, ok := f.Key.(*ast.Ident); ok && k.Name == "zh" {
						if s, ok := f.Value.(*ast.BasicLit); ok {
							if zh, err := strconv.Unquote(s.Value); err == nil {
								byText[zh] = name.Name
							}
						}
					}
				}
			}
			return false
		})
	}
	out := map[ID]string{}
	for id := range allIDs() {
		e, _ := lookup(id)
		if name, ok := byText[e.zh]; ok {
			out[id] = name
		} else {
			out[id] = "message " + strconv.Itoa(int(id))
		}
	}
	return out
}

// TestChineseHouseStyleFindsFaults: each rule fails on a text that breaks
// it, and passes names, units, code and placeholders.
func TestChineseHouseStyleFindsFaults(t *testing.T) {
	for _, bad := range []string{
		"显存:80 GB", "确定吗？。", "80 GB ，够用", "GPU 内存 80 GB", "计价模式", "排空模式", "30 tokens/s", "你的预算",
		"每台虚拟机 1 seats", "已改用 auto", "在 francecentral 申请配额", "运行 nvidia-smi 验证", "决策路径：plan → price-model",
	} {
		if len(zhStyleProblems(bad)) == 0 {
			t.Errorf("%q passes the house style", bad)
		}
	}
	for _, good := range []string{
		"{0} 台虚拟机，共 8 块 NVIDIA H100 GPU，显存 80 GB", "运行 `nvidia-smi` 验证", "法国中部 (francecentral)",
		"Standard_NC24ads_A100_v4 在 NCads H100 v5 系列", "Azure CycleCloud Workspace for Slurm", "30 token/秒", "FP8、INT4、CUDA/OptiX",
	} {
		if p := zhStyleProblems(good); len(p) > 0 {
			t.Errorf("%q fails the house style: %v", good, p)
		}
	}
}

// TestChineseSentencesFromArguments: what the arguments bring into a
// Chinese sentence reads as Chinese: a region with its ARM name, no space
// left between Chinese words by a placeholder, a typed value between
// Chinese quotation marks, the HPC rate as a unit in words.
func TestChineseSentencesFromArguments(t *testing.T) {
	for _, tc := range []struct{ scenario, got, want string }{
		{"a region between Chinese words", T(Zh, CmtGroup, Region("francecentral", "francecentral")), "在法国中部 (francecentral) 中为以下所有资源创建资源组。"},
		{"the same in English", T(En, CmtGroup, Region("francecentral", "francecentral")), "Resource group in francecentral for everything below."},
		{"a typed value", T(Zh, LinkUnknownKey, Quote("quality")), "已忽略未知的键“quality”。"},
		{"a typed value in English", Quote(`a"b`).text(En), `"a\"b"`},
		{"the HPC rate", ThroughputUnit(Zh, "FP64 vector TFLOPS", 34), "FP64 向量 TFLOPS"},
		{"seats", ThroughputUnit(Zh, "seats", 1), "个席位"},
		{"a label", T(Zh, LabelColon), "："},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: %q, want %q", tc.scenario, tc.got, tc.want)
		}
	}
	if strings.Contains(T(Zh, LinkUnknownKey, Quote("quality")), " “") {
		t.Errorf("a space before a Chinese quotation mark: %q", T(Zh, LinkUnknownKey, Quote("quality")))
	}
}
