package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/azure-gpu-advisor/advisor/app/words"
)

// linkLabels name the link's answer keys (share.AnswerKeys) as the wizard's
// fields label them. web/boot.js shows a link's answers with them when
// app.wasm cannot run (JavaScript on, WebAssembly blocked or failing), in
// place of the default answer's figures: the words come from the message
// catalog, in both languages, not from a second copy in boot.js.
var linkLabels = []words.Named{
	{Key: "task", ID: words.StepTask}, {Key: "model", ID: words.Model}, {Key: "params", ID: words.ModelSize},
	{Key: "layers", ID: words.Layers}, {Key: "kvh", ID: words.KVHeads}, {Key: "hdim", ID: words.HeadDim},
	{Key: "prec", ID: words.Precision}, {Key: "kv", ID: words.KVFP8}, {Key: "method", ID: words.Method},
	{Key: "ctx", ID: words.Context}, {Key: "conc", ID: words.Concurrency}, {Key: "tps", ID: words.TargetTPS},
	{Key: "tokens", ID: words.TrainTokens}, {Key: "epochs", ID: words.Epochs}, {Key: "unsure", ID: words.AssumedLabel},
	{Key: "rmode", ID: words.RenderMode}, {Key: "frames", ID: words.Frames}, {Key: "fmin", ID: words.FrameMinutes},
	{Key: "seats", ID: words.Seats}, {Key: "load", ID: words.WorkPerSeat}, {Key: "fp64", ID: words.BoundFP64},
	{Key: "bound", ID: words.Bound}, {Key: "nodes", ID: words.Nodes}, {Key: "gpuh", ID: words.JobSize},
	{Key: "vidh", ID: words.VideoHours}, {Key: "hours", ID: words.HoursPerMonth}, {Key: "base", ID: words.BaseVMs},
	{Key: "months", ID: words.Months}, {Key: "spot", ID: words.SpotLabel}, {Key: "budget", ID: words.Budget},
	{Key: "price", ID: words.PriceModel}, {Key: "os", ID: words.OS}, {Key: "ahb", ID: words.HybridBenefit},
	{Key: "devtest", ID: words.DevTest}, {Key: "data", ID: words.DataSize}, {Key: "multinode", ID: words.Multinode},
	{Key: "geo", ID: words.Geo}, {Key: "region", ID: words.Regions}, {Key: "stack", ID: words.Stack},
	{Key: "fw", ID: words.Framework}, {Key: "deploy", ID: words.Deploy}, {Key: "containers", ID: words.Containers},
	{Key: "lockin", ID: words.LockIn}, {Key: "cvm", ID: words.Confidential}, {Key: "arm", ID: words.Arm64},
}

// taskLabels name the tasks as step 1's cards title them.
var taskLabels = []words.Named{
	{Key: "inference", ID: words.TaskInference}, {Key: "finetune", ID: words.TaskFinetune}, {Key: "train", ID: words.TaskTrain},
	{Key: "pretrain", ID: words.TaskPretrain}, {Key: "render", ID: words.TaskRender}, {Key: "hpc", ID: words.TaskHPC},
	{Key: "transcode", ID: words.TaskTranscode},
}

// linkWordsJS is what boot.js reads as linkWords, in both languages: the
// sentence before the list, the keys' labels and the tasks' titles.
func linkWordsJS() ([]byte, error) {
	type lang struct {
		Title string            `json:"title"`
		Keys  map[string]string `json:"keys"`
		Tasks map[string]string `json:"tasks"`
	}
	out := map[string]lang{}
	for _, l := range []words.Lang{words.En, words.Zh} {
		w := lang{Title: words.T(l, words.LinkAnswers), Keys: map[string]string{}, Tasks: map[string]string{}}
		for _, n := range linkLabels {
			w.Keys[n.Key] = words.T(l, n.ID)
		}
		for _, n := range taskLabels {
			w.Tasks[n.Key] = words.T(l, n.ID)
		}
		out[l.Key()] = w
	}
	return json.Marshal(out)
}

// linkWordsMark is where boot.js holds linkWords until tools/site writes them.
const linkWordsMark = "{} /* tools/site: linkWords */"

// publishLinkWords writes linkWordsJS into web/boot.js in place of its mark.
func publishLinkWords(outWeb string) error {
	boot := filepath.Join(outWeb, "boot.js")
	b, err := os.ReadFile(boot)
	if err != nil {
		return err
	}
	if n := strings.Count(string(b), linkWordsMark); n != 1 {
		return fmt.Errorf("%s holds %q %d times, want once: the page could not name a link's answers", boot, linkWordsMark, n)
	}
	js, err := linkWordsJS()
	if err != nil {
		return err
	}
	return os.WriteFile(boot, []byte(strings.Replace(string(b), linkWordsMark, string(js), 1)), 0o644)
}
