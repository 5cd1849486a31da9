package words

// Block 5: the Deploy panel and the comment lines of the commands and the
// Bicep file it generates (app/deploy). Commands, flags, size names and
// image names are arguments, never part of the wording, so they stay as the
// CLI spells them in both languages.
const deployBase = 5 * blockSize

// The Deploy panel's words.
const (
	DeployTitle ID = deployBase + iota
	DeployIntro
	DeployResourceGroup
	DeployVMName
	DeployBadName
	DeployCopy
	DeployStepGroup
	DeployStepQuota
	DeployStepCreate
	DeployStepDriver
	DeployStepShutdown
	DeployStepBicep
	DeployStepCommit
	DeployBicepFile
	DeployNone

	// Comment lines inside the commands.
	CmtGroup
	CmtUsage
	CmtUsageNoFamily
	CmtQuotaNeed
	CmtQuotaSpot
	CmtQuotaExtension
	CmtQuotaProvider
	CmtSubscription
	CmtCapacity
	CmtImageHPC
	CmtImageHPCROCm
	CmtImageUbuntu
	CmtImageWindows
	CmtImageWin11
	CmtImageCVM
	CmtImageWin11Single
	CmtImageArm64
	CmtNoPublicIP
	CmtSpot
	CmtScaleSetIB
	CmtScaleSetsIB
	CmtScaleSetPart
	CmtScaleSetLarge
	CmtScaleSet
	CmtBaseline
	CmtFlexible
	CmtSecureBoot
	CmtHybridBenefit
	CmtLicenceClient
	CmtDriverExtension
	CmtDriverGRID
	CmtDriverRollOut
	CmtDriverInImage
	CmtDriverFabric
	CmtDriverUbuntu
	CmtDriverROCm
	CmtDriverVGPU
	CmtDriverWindows
	CmtDriverArm64
	CmtDriverCGPU
	CmtAttestCPU
	CmtAttestGPU
	CmtVerify
	CmtShutdown
	CmtShutdownScaleSet
	CmtOrchestrator
	CmtBicepRun
	CmtCommitCLI
	CmtCommitReservation
	CmtCommitSavingsPlan
	CmtCommitMixed
	CmtBicepParams
	endDeploy
)

var deployTable = [endDeploy - deployBase]entry{
	DeployTitle - deployBase:         {en: "Deploy", zh: "部署"},
	DeployIntro - deployBase:         {en: "Azure CLI commands and a Bicep file for {0} in {1}. Run them in order, signed in with az login (or in Azure Cloud Shell).", zh: "{1} 中 {0} 的 Azure CLI 命令和 Bicep 文件。请先用 `az login` 登录（或在 Azure Cloud Shell 中），再按顺序运行。"},
	DeployResourceGroup - deployBase: {en: "Resource group", zh: "资源组"},
	DeployVMName - deployBase:        {en: "VM name", zh: "虚拟机名称"},
	DeployBadName - deployBase:       {en: "{0} is not a valid name here ({1}); the commands use {2}.", zh: "{0} 在此处不是有效名称（{1}），命令中改用 {2}。"},
	DeployCopy - deployBase:          {en: "Copy", zh: "复制"},
	DeployStepGroup - deployBase:     {en: "Resource group", zh: "资源组"},
	DeployStepQuota - deployBase:     {en: "Quota: check and request", zh: "配额：检查并申请"},
	DeployStepCreate - deployBase:    {en: "Create the VMs", zh: "创建虚拟机"},
	DeployStepDriver - deployBase:    {en: "GPU driver", zh: "GPU 驱动程序"},
	DeployStepShutdown - deployBase:  {en: "Stop outside working hours", zh: "非工作时间停止"},
	DeployStepCommit - deployBase:    {en: "Buy the commitment", zh: "购买承诺"},
	DeployStepBicep - deployBase:     {en: "The same deployment as Bicep", zh: "同一部署的 Bicep 版本"},
	DeployBicepFile - deployBase:     {en: "main.bicep", zh: "main.bicep"},
	DeployNone - deployBase:          {en: "No deploy commands for {0}: {1}", zh: "无法为 {0} 生成部署命令：{1}"},

	CmtGroup - deployBase:             {en: "Resource group in {0} for everything below.", zh: "在 {0} 中为以下所有资源创建资源组。"},
	CmtUsage - deployBase:             {en: "vCPU quota in {1}: find the row {0} (current use and limit).", zh: "{1} 的 vCPU 配额：查看 {0} 这一行（当前用量和上限）。"},
	CmtUsageNoFamily - deployBase:     {en: "vCPU quota in {1}: find the row of the {0} family (current use and limit).", zh: "{1} 的 vCPU 配额：查看 {0} 系列那一行（当前用量和上限）。"},
	CmtQuotaNeed - deployBase:         {en: "The plan needs {1} vCPUs of {0} in {2}. The limit is a total: add what already runs there.", zh: "该方案在 {2} 需要 {0} 的 {1} 个 vCPU。上限是总数：请加上该区域已在运行的用量。"},
	CmtQuotaSpot - deployBase:         {en: "Spot VMs draw on the regional Spot quota, {0}: {1} vCPUs.", zh: "Spot 虚拟机使用区域 Spot 配额 {0}：{1} 个 vCPU。"},
	CmtQuotaExtension - deployBase:    {en: "Azure CLI has no {0} command of its own: it is an extension ({1}). {2} calls the same Microsoft.Quota API with the CLI as installed. Or use the portal: Quotas → Compute.", zh: "Azure CLI 本身没有 {0} 命令，它是一个扩展（{1}）。{2} 直接调用同一个 `Microsoft.Quota` API，无需安装扩展。也可以在门户中申请：配额 → 计算。"},
	CmtQuotaProvider - deployBase:     {en: "Once per subscription: register the quota resource provider.", zh: "每个订阅只需一次：注册配额资源提供程序。"},
	CmtSubscription - deployBase:      {en: "The signed-in subscription, for the request below ({0} changes it).", zh: "读取当前登录的订阅，供下面的申请使用（可用 {0} 切换）。"},
	CmtCapacity - deployBase:          {en: "{0} is rationed: quota alone does not get the VMs. Agree capacity with your Microsoft account team first.", zh: "{0} 供应有限：仅有配额并不能保证拿到虚拟机。请先与 Microsoft 客户团队商定容量。"},
	CmtImageHPC - deployBase:          {en: "Image: the Azure HPC image {0} (NVIDIA driver, CUDA, NCCL, DOCA-OFED for InfiniBand).", zh: "映像：Azure HPC 映像 {0}（含 NVIDIA 驱动程序、CUDA、NCCL，以及用于 InfiniBand 的 DOCA-OFED）。"},
	CmtImageHPCROCm - deployBase:      {en: "Image: the Azure HPC image with ROCm {0} (ROCm, RCCL and the InfiniBand drivers), as Microsoft's MI300X guide recommends.", zh: "映像：带 ROCm 的 Azure HPC 映像 {0}（含 ROCm、RCCL 和 InfiniBand 驱动程序），按 Microsoft 的 MI300X 指南推荐。"},
	CmtImageUbuntu - deployBase:       {en: "Image: Ubuntu Server 22.04 LTS, Gen2 ({0}).", zh: "映像：Ubuntu Server 22.04 LTS，第 2 代（{0}）。"},
	CmtImageWindows - deployBase:      {en: "Image: Windows Server 2022 Datacenter, Gen2 ({0}); az asks for the administrator password.", zh: "映像：Windows Server 2022 Datacenter，第 2 代（{0}）；Azure CLI 会提示输入管理员密码。"},
	CmtImageWin11 - deployBase:        {en: "Image: Windows 11 Enterprise multi-session for Azure Virtual Desktop, Gen2 ({0}); az asks for the administrator password.", zh: "映像：适用于 Azure 虚拟桌面的 Windows 11 企业版多会话，第 2 代（{0}）；Azure CLI 会提示输入管理员密码。"},
	CmtImageWin11Single - deployBase:  {en: "Image: Windows 11 Enterprise single-session, Gen2 ({0}), as {1} has no multi-session; az asks for the administrator password.", zh: "映像：Windows 11 企业版单会话，第 2 代（{0}），因为 {1} 不支持多会话；Azure CLI 会提示输入管理员密码。"},
	CmtImageCVM - deployBase:          {en: "Image: Canonical's Ubuntu 22.04 confidential-VM image ({0}), as a confidential VM: OS disk encrypted with the VM guest state, Secure Boot and vTPM on.", zh: "映像：Canonical 的 Ubuntu 22.04 机密虚拟机映像（{0}），以机密虚拟机方式部署：OS 磁盘与虚拟机来宾状态一起加密，开启安全启动和 vTPM。"},
	CmtImageArm64 - deployBase:        {en: "{0} runs Arm64 images only, and no Arm64 image name is published here: set {1} to the Arm64 Azure HPC image your Microsoft account team validated.", zh: "{0} 只能运行 Arm64 映像，这里没有公开的 Arm64 映像名称：请把 {1} 设为 Microsoft 客户团队验证过的 Arm64 Azure HPC 映像。"},
	CmtNoPublicIP - deployBase:        {en: "No public IP on GPU VMs: reach them through Azure Bastion or your VPN.", zh: "GPU 虚拟机不分配公共 IP：请通过 Azure Bastion 或 VPN 访问。"},
	CmtSpot - deployBase:              {en: "Spot: Azure evicts the VMs when it needs the capacity. A VM is deallocated, to start again; a scale set's are deleted, since deallocated ones would still count in its instances and the Spot quota, and bill their disks. A max price of -1 means never for the price.", zh: "Spot：Azure 需要容量时会逐出虚拟机。单台虚拟机被解除分配，之后可再次启动；规模集中的虚拟机被删除，因为解除分配的虚拟机仍计入规模集的实例数和 Spot 配额，且磁盘照常计费。最高价格设为 -1 表示不会因价格被逐出。"},
	CmtScaleSetIB - deployBase:        {en: "{0} VMs in one scale set with a single placement group, so that they share one InfiniBand fabric.", zh: "{0} 台虚拟机放在同一个虚拟机规模集的单一放置组中，以便共用一个 InfiniBand 网络。"},
	CmtScaleSetsIB - deployBase:       {en: "{0} VMs: a placement group holds at most {1} and InfiniBand joins only one, so the cluster is several scale sets, each its own fabric with none between them. Run jobs that fit one, or agree a larger InfiniBand domain with Microsoft.", zh: "{0} 台虚拟机：一个放置组最多容纳 {1} 台，InfiniBand 只连接同一放置组，因此群集分为多个规模集，各自构成一个 InfiniBand 网络，彼此之间没有 InfiniBand。请让每个作业只用一个规模集，或与 Microsoft 商定更大的 InfiniBand 域。"},
	CmtScaleSetPart - deployBase:      {en: "Scale set {0} of {1}: {2} VM{2s} in one placement group.", zh: "第 {0} 个虚拟机规模集（共 {1} 个）：{2} 台虚拟机，位于同一放置组。"},
	CmtScaleSetLarge - deployBase:     {en: "{0} VMs in one scale set over several placement groups (one holds at most {1}); these VMs need no InfiniBand.", zh: "{0} 台虚拟机放在同一个虚拟机规模集中，跨多个放置组（每个最多 {1} 台）；这些虚拟机之间不需要 InfiniBand。"},
	CmtScaleSet - deployBase:          {en: "{0} VM{0s} in one scale set.", zh: "{0} 台虚拟机放在同一个虚拟机规模集中。"},
	CmtBaseline - deployBase:          {en: "The baseline: {0} VM{0s} around the clock.", zh: "基线：{0} 台虚拟机全天候运行。"},
	CmtFlexible - deployBase:          {en: "The rest: {0} VM{0s} for {1} hour{1s} a month.", zh: "其余部分：{0} 台虚拟机，每月运行 {1} 小时。"},
	CmtSecureBoot - deployBase:        {en: "The driver extensions and the GRID driver do not support Secure Boot: if your az creates Trusted Launch VMs by default, add {0}.", zh: "驱动程序扩展和 GRID 驱动程序不支持安全启动：如果您的 Azure CLI 默认创建受信任启动虚拟机，请加上 {0}。"},
	CmtHybridBenefit - deployBase:     {en: "Azure Hybrid Benefit: your Windows Server licences with Software Assurance.", zh: "Azure 混合权益：使用您带软件保障的 Windows Server 许可证。"},
	CmtLicenceClient - deployBase:     {en: "Licence type {0}, as priced: your users' per-user Windows rights, no Windows licence billed per VM.", zh: "许可证类型 {0}（与报价一致）：使用用户按用户授权的 Windows 权利，不再按虚拟机收取 Windows 许可证费用。"},
	CmtDriverExtension - deployBase:   {en: "The {0} extension installs the driver; Microsoft supports it on {1}.", zh: "{0} 扩展会安装驱动程序；Microsoft 支持在 {1} 上使用。"},
	CmtDriverGRID - deployBase:        {en: "The {0} extension installs NVIDIA's GRID driver with its Azure licence on {1}.", zh: "{0} 扩展会在 {1} 上安装带 Azure 许可证的 NVIDIA GRID 驱动程序。"},
	CmtDriverRollOut - deployBase:     {en: "Apply the extension to the scale set's existing VMs.", zh: "将扩展应用到虚拟机规模集中已有的虚拟机。"},
	CmtDriverInImage - deployBase:     {en: "No driver extension supports {0}: the image already has the driver, nothing to install.", zh: "没有驱动程序扩展支持 {0}：映像已自带驱动程序，无需另行安装。"},
	CmtDriverFabric - deployBase:      {en: "NVSwitch: nvidia-fabricmanager must run, at exactly the driver's version. Check with: {0}", zh: "NVSwitch：必须运行与驱动程序版本完全一致的 `nvidia-fabricmanager`。检查命令：{0}"},
	CmtDriverUbuntu - deployBase:      {en: "No driver extension supports {0}. On each VM run {1} (Canonical-signed, works with Secure Boot), then install the CUDA toolkit.", zh: "没有驱动程序扩展支持 {0}。请在每台虚拟机上运行 {1}（Canonical 签名，支持安全启动），再安装 CUDA 工具包。"},
	CmtDriverROCm - deployBase:        {en: "No Linux driver extension supports {0}: install ROCm with AMD's amdgpu-install on each VM.", zh: "没有 Linux 驱动程序扩展支持 {0}：请在每台虚拟机上用 AMD 的 `amdgpu-install` 安装 ROCm。"},
	CmtDriverVGPU - deployBase:        {en: "No driver extension supports {0}: install the NVIDIA vGPU 20 driver (R595) that Microsoft publishes for this series.", zh: "没有驱动程序扩展支持 {0}：请安装 Microsoft 为该系列发布的 NVIDIA vGPU 20 驱动程序（R595）。"},
	CmtDriverWindows - deployBase:     {en: "No Windows driver extension supports {0}: install {1}'s data-centre driver for Windows by hand.", zh: "没有 Windows 驱动程序扩展支持 {0}：请手动安装 {1} 数据中心版 Windows 驱动程序。"},
	CmtDriverArm64 - deployBase:       {en: "No driver extension supports Arm64: the Arm64 Azure HPC image brings the NVIDIA 580 driver and nvidia-imex.", zh: "没有驱动程序扩展支持 Arm64：Arm64 Azure HPC 映像自带 NVIDIA 580 驱动程序和 `nvidia-imex`。"},
	CmtDriverCGPU - deployBase:        {en: "No driver extension supports {0}: on each VM (kernel {1} or later) run {2}, or step-1-install-gpu-driver.sh of {3}; {4} must show CC on.", zh: "没有驱动程序扩展支持 {0}：请在每台虚拟机上（内核 {1} 或更高版本）运行 {2}，或运行 {3} 中的 `step-1-install-gpu-driver.sh`；{4} 必须显示 CC 已开启。"},
	CmtAttestCPU - deployBase:         {en: "Before any data reaches the VM, attest the CPU: {0} (Azure/cvm-attestation-tools, from step-2-attestation.sh) has Microsoft Azure Attestation check the SEV-SNP report.", zh: "在任何数据进入虚拟机之前先证明 CPU：{0}（`Azure/cvm-attestation-tools`，由 `step-2-attestation.sh` 安装）让 Microsoft Azure 证明服务验证 SEV-SNP 报告。"},
	CmtAttestGPU - deployBase:         {en: "Then the GPU: {0} runs NVIDIA's local GPU verifier (nvtrust) and, as root, releases the GPU ({1}).", zh: "然后证明 GPU：{0} 运行 NVIDIA 的本地 GPU 验证程序 `nvtrust`，并以 `root` 身份将 GPU 设为可用（{1}）。"},
	CmtVerify - deployBase:            {en: "Then check on a VM: {0}", zh: "然后在虚拟机上检查：{0}"},
	CmtShutdown - deployBase:          {en: "The plan runs {0} hour{0s} a month: stop the VM every day at {1} UTC (set the time to the end of your working day).", zh: "该方案每月运行 {0} 小时：每天 UTC {1} 停止虚拟机（请改为您的下班时间）。"},
	CmtShutdownScaleSet - deployBase:  {en: "The plan runs {0} hour{0s} a month. A scale set has no auto-shutdown: deallocate it when the work stops, and start it again when it resumes.", zh: "该方案每月运行 {0} 小时。虚拟机规模集没有自动关机：工作停止时解除分配，恢复时再启动。"},
	CmtOrchestrator - deployBase:      {en: "You chose {0}: these commands create the VMs themselves; the checklist says how to run them under {0}.", zh: "您选择了 {0}：这些命令直接创建虚拟机；如何在 {0} 下运行请看检查清单。"},
	CmtCommitCLI - deployBase:         {en: "The price assumes a commitment: buy it after a pay-as-you-go proof run, in the portal ({0} and {1} are extensions, not in azure-cli 2.45):", zh: "该价格以承诺为前提：请先以即用即付方式完成一次验证运行，再在门户中购买（{0} 和 {1} 都是扩展，不在 Azure CLI 2.45 中）："},
	CmtCommitReservation - deployBase: {en: "Reservations → Add → Virtual machine: a {0} for {1} in {2}, quantity {3}.", zh: "预留 → 添加 → 虚拟机：为 {2} 区域的 {1} 购买 {0}，数量 {3}。"},
	CmtCommitSavingsPlan - deployBase: {en: "Savings plans → Add → Compute: a {0} of {4} an hour ({3} × {1} in {2} at the savings-plan rate), a commitment across sizes and regions.", zh: "节省计划 → 添加 → 计算：购买 {0}，每小时 {4}（{2} 区域 {3} × {1} 按节省计划费率），这是跨大小和区域的承诺。"},
	CmtCommitMixed - deployBase:       {en: "Reservations (or Savings plans) → Add: the baseline of the plan ({0}) for {1} in {2}.", zh: "预留（或节省计划）→ 添加：在 {2} 区域为 {1} 方案的基线部分（{0}）购买承诺。"},
	CmtBicepRun - deployBase:          {en: "Save the Bicep below as main.bicep, then deploy it into the resource group.", zh: "将下面的 Bicep 保存为 `main.bicep`，然后部署到该资源组。"},
	CmtBicepParams - deployBase:       {en: "Deploys {0} in {1}; az asks for the parameters that have no default.", zh: "在 {1} 部署 {0}；Azure CLI 会提示输入没有默认值的参数。"},
}
