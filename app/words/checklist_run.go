package words

// The checklist's messages (block 3, checklist.go), continued: scaling, Spot,
// checkpoints, data, storage, network; money, licences, security, lifecycle,
// the order of work; batch rendering.

const (
	// Scaling, Spot, checkpoints, data, storage, network.
	ChkShutdown ID = ChkAVDWhy + 1 + iota
	ChkScaleAVD
	ChkScaleAVDWhy
	ChkScaleCluster
	ChkScaleAKS
	ChkScaleAKSWhy
	ChkScaleAML
	ChkScaleAMLWhy
	ChkFloorAlways
	ChkFloorWorkingHours
	ChkScaleVMSS
	ChkScaleVMSSWhy
	ChkScaleIdle
	ChkScaleStoppedWhy
	ChkEviction
	ChkEvictionWhy
	ChkSpotPlacement
	ChkSpotMix
	ChkSpotOneSize
	ChkSpotPlacementWhy
	ChkCheckpoint
	ChkCheckpointWhy
	ChkData
	ChkDataWhy
	ChkStorage
	ChkStorageWhy
	ChkNetwork
	ChkNetworkNoAccel
	ChkNetworkWhy

	// Money, licences, security, lifecycle, the order of work.
	ChkCommitment
	ChkCommitmentMixed
	ChkCommitmentSP
	ChkCommitmentWhy
	ChkExchangeBefore
	ChkExchangeAfter
	ChkExchangeTail
	ChkHiddenCosts
	ChkHiddenCostsWhy
	ChkCost
	ChkWin11Sessions
	ChkWin11SingleOnly
	ChkLicenceAVD
	ChkLicenceAVDServer
	ChkLicenceAVDWhy
	ChkLicenceAHB
	ChkLicenceAHBWhy
	ChkDevTest
	ChkDevTestWhy
	ChkNoPublicIP
	ChkDataOnlyIn
	ChkSecurity
	ChkSecurityWhy
	ChkSecureBootWindows
	ChkSecureBootWindowsExt
	ChkSecureBootMI300X
	ChkSecureBootGRID
	ChkSecureBootDecide
	ChkSecureBootCVM
	ChkSecureBootWhy
	ChkMonitorAMDDesktops
	ChkMonitorAMD
	ChkMonitorAVD
	ChkMonitorWindows
	ChkMonitorNVIDIA
	ChkMonitorWhy
	ChkLifecycleRetiring
	ChkLifecycleRetiringOn
	ChkLifecyclePreview
	ChkLifecyclePreviewUntil
	ChkLifecycleWhy
	ChkFlow
	ChkFlowWhy
	ChkClusterHPCOneVM

	// Batch rendering.
	ChkSizingBatch
	ChkSizingBatchWhy
	ChkQueueBatch
	ChkQueueManager
	ChkQueueWhy
	ChkEvictionFrames

	endChecklist
)

var checklistRunTable = [endChecklist - checklistBase]entry{
	ChkShutdown - checklistBase: {
		en: "The plan runs {0} hour{0s} a month: set auto-shutdown outside those hours.",

		zh: "该方案每月运行 {0} 小时：在这些时段之外设置自动关闭。"},
	ChkScaleAVD - checklistBase: {
		en: "Let the Azure Virtual Desktop scaling plan start and deallocate session hosts of {0} with the working day, and drain hosts before scale-in so no user is cut off.",
		zh: "让 Azure 虚拟桌面的缩放计划随工作时间启动和解除分配 {0} 会话主机，并在缩减前先将主机设为排出模式，以免断开用户连接。"},
	ChkScaleAVDWhy - checklistBase: {en: "Idle desktops cost as much as busy ones.", zh: "空闲的桌面和繁忙的桌面一样花钱。"},
	ChkScaleCluster - checklistBase: {
		en: "Start the cluster's VMs for the job and deallocate (not just stop) them when it ends; delete what the project no longer needs.",
		zh: "为作业启动群集中的虚拟机，作业结束后将其解除分配（而不只是停止）；删除项目不再需要的资源。"},
	ChkScaleAKS - checklistBase: {
		en: "Let the cluster autoscaler scale the {0} node pool with the pending pods, down to zero nodes when idle.",
		zh: "让群集自动缩放程序根据等待调度的 Pod 缩放 {0} 节点池，空闲时缩减到零个节点。"},
	ChkScaleAKSWhy - checklistBase: {en: "Idle GPU nodes cost as much as busy ones.", zh: "空闲的 GPU 节点和繁忙的节点一样花钱。"},
	ChkScaleAML - checklistBase: {
		en: "Create an Azure Machine Learning compute cluster of {0} with minimum 0 nodes and an idle scale-down time.",
		zh: "创建 {0} 的 Azure 机器学习计算群集，最小节点数设为 0，并设置空闲缩减时间。"},
	ChkScaleAMLWhy - checklistBase:       {en: "Idle compute costs as much as busy compute.", zh: "空闲的计算资源和繁忙时一样花钱。"},
	ChkFloorAlways - checklistBase:       {en: "minimum 1", zh: "最少 1 台"},
	ChkFloorWorkingHours - checklistBase: {en: "minimum 1 in working hours and 0 outside them", zh: "工作时间最少 1 台，其余时间为 0"},
	ChkScaleVMSS - checklistBase: {
		en: "Run the VMs in a VM Scale Set with autoscale on queue length or GPU utilisation, {0}.",
		zh: "在虚拟机规模集中运行这些虚拟机，按队列长度或 GPU 利用率自动缩放，{0}。"},
	ChkScaleVMSSWhy - checklistBase: {en: "Load changes by the hour; capacity should follow it.", zh: "负载每小时都在变化，容量应随之调整。"},
	ChkScaleIdle - checklistBase: {
		en: "Deallocate (not just stop) idle VMs, and delete what the project no longer needs.",
		zh: "将空闲的虚拟机解除分配（而不只是停止），并删除项目不再需要的资源。"},
	ChkScaleStoppedWhy - checklistBase: {en: "A stopped but allocated VM is still billed.", zh: "已停止但仍处于已分配状态的虚拟机照样计费。"},
	ChkEviction - checklistBase: {
		en: "Handle eviction with 30 seconds' notice: listen to Scheduled Events (Preempt), checkpoint at least every 15 minutes to Blob storage, choose the Deallocate or Delete policy, and set max price -1 to avoid price-based eviction.",
		zh: "做好提前 30 秒通知即被逐出的准备：监听计划的事件（`Preempt` 事件），至少每 15 分钟向 Blob 存储写一次检查点，选择“解除分配”或“删除”逐出策略，并将最高价格设为 -1，避免因价格而被逐出。"},
	ChkEvictionWhy - checklistBase: {
		en: "Spot VMs are evicted with 30 seconds' notice whenever Azure needs the capacity.",
		zh: "只要 Azure 需要收回容量，Spot 虚拟机就会在提前 30 秒通知后被逐出。"},
	ChkSpotPlacement - checklistBase: {
		en: "Before relying on Spot, check the eviction rate of {0} in {1} (Portal → Create VM → Spot, or Azure Resource Graph SpotResources) and its Spot Placement Score.",
		zh: "依赖 Spot 之前，先查看 {0} 在 {1} 区域的逐出率（门户 → 创建虚拟机 → Spot，或 Azure Resource Graph 的 `SpotResources` 表）及其 Spot 放置分数。"},
	ChkSpotMix - checklistBase: { // [instance-mix]
		en: "A scale set's instance mix takes only the A, B, D, E and F families, no GPU size: so that one size's eviction does not stop the work, keep VMs of another size or region ready to take over, or fall back to pay-as-you-go.",
		zh: "虚拟机规模集的实例混合只支持 A、B、D、E 和 F 系列，不支持 GPU 大小：为免某一种大小被逐出时工作中断，请备好另一种大小或另一区域的虚拟机来接替，或改用即用即付。"},
	ChkSpotOneSize - checklistBase: {
		en: "Keep the cluster to this one size: InfiniBand joins only one scale set's placement group, so VMs of another size in another scale set would not share its fabric.",
		zh: "群集只使用这一种大小：InfiniBand 只连接同一虚拟机规模集放置组内的虚拟机，另一个规模集中其他大小的虚拟机不在同一网络中。"},
	ChkSpotPlacementWhy - checklistBase: {
		en: "Spot capacity differs by size, region and hour.",
		zh: "Spot 容量因大小、区域和时段而异。"},
	ChkCheckpoint - checklistBase: {
		en: "Checkpoint training state to Blob storage at least hourly and test a resume before the long run.",
		zh: "至少每小时将训练状态的检查点写入 Blob 存储，并在长时间运行之前测试一次从检查点恢复。"},
	ChkCheckpointWhy - checklistBase: {
		en: "Long runs fail; restarts should not start over.",
		zh: "长时间运行难免出错，重启时不应从头再来。"},
	ChkData - checklistBase: {
		en: "Stage the {0} TB dataset on local NVMe/temp disk ({1} GiB per VM) from Blob storage in {2}; keep data and GPUs in one region and VNet; delete snapshots and logs when done.",
		zh: "把 {0} TB 数据集从 {2} 区域的 Blob 存储预先复制到本地 NVMe/临时磁盘（每台虚拟机 {1} GiB）；数据和 GPU 放在同一区域、同一虚拟网络中；完成后删除快照和日志。"},
	ChkDataWhy - checklistBase: {
		en: "Pulling training data from remote storage starves the GPUs.",
		zh: "从远程存储拉取训练数据会让 GPU 空等。"},
	ChkStorage - checklistBase: {
		en: "Give the {0} VMs shared storage: Azure Managed Lustre for the dataset and checkpoints at training speed (the HPC image ships the Lustre client), or BlobFuse2 with its cache on local NVMe for read-mostly data.",
		zh: "为这 {0} 台虚拟机提供共享存储：用 Azure 托管 Lustre 以训练所需的速度存放数据集和检查点（HPC 映像已带 Lustre 客户端）；以读取为主的数据也可以用 BlobFuse2，并把缓存放在本地 NVMe 上。"},
	ChkStorageWhy - checklistBase: {
		en: "Every VM reads the same data and writes checkpoints to one place.",
		zh: "每台虚拟机都读取同样的数据，并把检查点写到同一个位置。"},
	ChkNetwork - checklistBase: {
		en: "Create the VMs with accelerated networking on ({0}) in the same region and VNet as their storage.",
		zh: "创建虚拟机时启用加速网络（{0}），并与其存储放在同一区域、同一虚拟网络中。"},
	ChkNetworkNoAccel - checklistBase: {
		en: "Create the VMs with accelerated networking off ({0}): {1} does not support it.",
		zh: "创建虚拟机时关闭加速网络（{0}）：{1} 不支持加速网络。"},
	ChkNetworkWhy - checklistBase: {
		en: "GPU VMs move data over the front-end NIC too: images, datasets, checkpoints.",
		zh: "GPU 虚拟机也要通过前端网卡传输数据：映像、数据集和检查点。"},

	ChkCommitment - checklistBase: {
		en: "Buy the {0} for {1} in {2} only after a pay-as-you-go proof run.",
		zh: "先以即用即付方式完成一次验证运行，然后再在 {2} 区域为 {1} 购买 {0}。"},
	ChkCommitmentMixed - checklistBase: {
		en: "Buy the commitment for the baseline ({0}) in {1} only after a pay-as-you-go proof run.",
		zh: "先以即用即付方式完成一次验证运行，然后再在 {1} 区域为基线部分（{0}）购买承诺。"},
	ChkCommitmentSP - checklistBase: {
		en: "Buy the {0} as a commitment of {1} an hour, which covers VM usage across sizes and regions rather than one size in one region, only after a pay-as-you-go proof run. A savings plan cannot be cancelled, exchanged or refunded; usage above the commitment is billed at pay-as-you-go.",
		zh: "先以即用即付方式完成一次验证运行，再购买{0}：每小时承诺 {1}，覆盖各种大小和区域的虚拟机用量，而不是某个区域里的某一个大小。节省计划不能取消、交换或退款；超出承诺的用量按即用即付计费。"},
	ChkCommitmentWhy - checklistBase: {
		en: "A commitment bills every hour of its term, used or not.",
		zh: "承诺在整个期限内每小时都计费，无论是否使用。"},
	ChkExchangeBefore - checklistBase: {
		en: "Reservations bought before 1 February 2027 can still be exchanged, and keep one final exchange after that date; those bought from that date cannot be exchanged.",
		zh: "2027 年 2 月 1 日之前购买的预留实例仍可交换，并在该日期之后保留最后一次交换机会；自该日期起购买的预留实例不能交换。"},
	ChkExchangeAfter - checklistBase: {
		en: "Reservations bought since 1 February 2027 cannot be exchanged; older ones keep one final exchange.",
		zh: "自 2027 年 2 月 1 日起购买的预留实例不能交换；此前购买的还保留最后一次交换机会。"},
	ChkExchangeTail - checklistBase: {
		en: "A reservation can always be traded in for a savings plan; refunds are capped at {0} in a rolling 12 months.",
		zh: "预留实例随时可以折换为节省计划；退款在滚动 12 个月内以 {0} 为上限。"},
	ChkHiddenCosts - checklistBase: {
		en: "Budget for what they leave out: managed disks and Blob storage for data and checkpoints, egress between regions, snapshots, public IPs, and the time to run it all.",
		zh: "为价格中未包含的部分留出预算：存放数据和检查点的托管磁盘与 Blob 存储、跨区域出口流量、快照、公共 IP，以及运维这一切所花的人力时间。"},
	ChkHiddenCostsWhy - checklistBase: {en: "The prices above are compute only.", zh: "上面的价格只包括计算费用。"},
	ChkCost - checklistBase: {
		en: "Create a budget of {0} a month with alerts at 50%, 80% and 100%, tag resources with project, team and environment, and review Cost analysis weekly.",
		zh: "创建每月 {0} 的预算，并在达到 50%、80% 和 100% 时发出警报；为资源添加项目、团队和环境标记；每周查看一次成本分析。"},
	ChkWin11Sessions - checklistBase: {
		en: "Windows 11 Enterprise multi-session or single-session",
		zh: "Windows 11 企业版多会话或单会话"},
	ChkWin11SingleOnly - checklistBase: {
		en: "Windows 11 Enterprise single-session (this series does not support multi-session)",
		zh: "Windows 11 企业版单会话（此系列不支持多会话）"},
	ChkLicenceAVD - checklistBase: {
		en:  "License the desktops per user: {1} through Azure Virtual Desktop needs Microsoft 365 E3/E5/A3/A5/F3/Business Premium, Windows Enterprise E3/E5, Windows Education A3/A5 or Windows VDA per user for each of the {0} users; set the VMs' licence type to Windows_Client so no Windows licence is billed per VM. Windows Server desktops need RDS CALs with Software Assurance instead.",
		one: "License the desktops per user: {1} through Azure Virtual Desktop needs Microsoft 365 E3/E5/A3/A5/F3/Business Premium, Windows Enterprise E3/E5, Windows Education A3/A5 or Windows VDA per user for the {0} user; set the VMs' licence type to Windows_Client so no Windows licence is billed per VM. Windows Server desktops need RDS CALs with Software Assurance instead.",
		zh:  "桌面按用户授权：通过 Azure 虚拟桌面使用 {1}，需要为每位用户（共 {0} 名）提供按用户授权的 Microsoft 365 E3/E5/A3/A5/F3/Business Premium、Windows Enterprise E3/E5、Windows Education A3/A5 或 Windows VDA 许可证；将虚拟机的许可证类型设为 `Windows_Client`，这样就不会按虚拟机收取 Windows 许可证费用。如果使用 Windows Server 桌面，则需要附带软件保障的 RDS CAL。"},
	ChkLicenceAVDServer - checklistBase: {
		en: "The price holds a Windows Server licence per VM: Windows Server session hosts, with an RDS CAL and Software Assurance per user. With per-user Windows rights (Microsoft 365 E3/E5, Windows Enterprise E3/E5 and the like), answer Azure Hybrid Benefit: {0} with licence type Windows_Client, no Windows licence per VM.",
		zh: "该价格包含每台虚拟机的 Windows Server 许可证：即 Windows Server 会话主机，每位用户需要附带软件保障的 RDS CAL。如果用户拥有按用户授权的 Windows 权利（Microsoft 365 E3/E5、Windows Enterprise E3/E5 等），请选择 Azure 混合权益：改用 {0}，许可证类型为 `Windows_Client`，不按虚拟机收取 Windows 许可证费用。"},
	ChkLicenceAVDWhy - checklistBase: {
		en: "Desktops are licensed per user, not per VM core.",
		zh: "桌面按用户授权，而不是按虚拟机的核心数。"},
	ChkLicenceAHB - checklistBase: {
		en: "Confirm Windows Server licences with Software Assurance: at least 8 core licences per VM ({0} vCPUs each).",
		zh: "确认拥有附带软件保障的 Windows Server 许可证：每台虚拟机至少 8 个核心许可证（每台 {0} 个 vCPU）。"},
	ChkLicenceAHBWhy - checklistBase: {en: "Azure Hybrid Benefit needs eligible licences.", zh: "使用 Azure 混合权益需要有符合条件的许可证。"},
	ChkDevTest - checklistBase: {
		en: "Use the Dev/Test subscription for non-production work only; every user of it must be an active Visual Studio subscriber.",
		zh: "开发/测试订阅只能用于非生产工作；它的每位用户都必须是有效的 Visual Studio 订阅者。"},
	ChkDevTestWhy - checklistBase: {
		en: "Dev/Test rates are for non-production use by Visual Studio subscribers only.",
		zh: "开发/测试费率仅适用于 Visual Studio 订阅者的非生产用途。"},
	ChkNoPublicIP - checklistBase: {en: "no public IP on GPU VMs", zh: "GPU 虚拟机不分配公共 IP"},
	ChkDataOnlyIn - checklistBase: {en: "data only in {0}", zh: "数据只存放在 {0}"},
	ChkSecurity - checklistBase: {
		en: "Secure the network and data: VNet + NSG ({0}), Microsoft Entra managed identity instead of keys, encryption at rest with keys in Key Vault, and audit logs reviewed.",
		zh: "保护网络和数据：虚拟网络 + 网络安全组（{0}），用 Microsoft Entra 托管标识代替密钥，静态加密的密钥存放在 Key Vault 中，并定期审查审核日志。"},
	ChkSecurityWhy - checklistBase: {en: "GPU VMs hold valuable models and data.", zh: "GPU 虚拟机上存有宝贵的模型和数据。"},
	ChkSecureBootWindows - checklistBase: {
		en: "Keep Trusted Launch (Secure Boot and vTPM) on: Windows GPU drivers are signed. Note that Microsoft's driver extensions are not supported with Secure Boot; install the driver from Microsoft's N-series driver page if the extension fails.",
		zh: "保持受信任启动（安全启动和 vTPM）开启：Windows GPU 驱动都已签名。注意，Microsoft 的驱动扩展不支持安全启动；如果扩展安装失败，请从 Microsoft 的 N 系列驱动页面获取并安装驱动。"},
	ChkSecureBootWindowsExt - checklistBase: {
		en: "Secure Boot: Microsoft's driver extensions do not support it, so the Deploy panel's commands create the VMs with Secure Boot off (Trusted Launch's vTPM stays on). To keep Secure Boot on, leave the extension out and install the signed driver from Microsoft's N-series driver page.",
		zh: "安全启动：Microsoft 的驱动扩展不支持安全启动，因此部署面板的命令创建的虚拟机关闭了安全启动（受信任启动的 vTPM 保持开启）。若要保持安全启动开启，请不使用该扩展，改从 Microsoft 的 N 系列驱动页面安装已签名的驱动。"},
	ChkSecureBootMI300X - checklistBase: {
		en: "Turn Secure Boot off for {0}: Microsoft's ROCm instructions require it, or use the HPC ROCm image as deployed by Microsoft.",
		zh: "为 {0} 关闭安全启动：Microsoft 的 ROCm 安装说明要求这样做；也可以直接使用 Microsoft 提供的 HPC ROCm 映像。"},
	ChkSecureBootGRID - checklistBase: {
		en: "Deploy with Secure Boot off (Trusted Launch can stay for vTPM): the GRID/vGPU driver builds unsigned kernel modules, and the driver extensions do not support Secure Boot.",
		zh: "部署时关闭安全启动（可以保留受信任启动以使用 vTPM）：GRID/vGPU 驱动会构建未签名的内核模块，而且驱动扩展不支持安全启动。"},
	ChkSecureBootDecide - checklistBase: {
		en: "Decide on Trusted Launch before deploying: with Secure Boot on, use signed drivers (Ubuntu's ubuntu-drivers packages are Canonical-signed) or enrol your own key; the driver extensions do not support Secure Boot.",
		zh: "部署前决定是否使用受信任启动：开启安全启动时，须使用已签名的驱动（Ubuntu 的 `ubuntu-drivers` 软件包由 Canonical 签名），或注册您自己的密钥；驱动扩展不支持安全启动。"},
	ChkSecureBootCVM - checklistBase: {
		en: "Keep Secure Boot and vTPM on: a confidential VM needs them, and NVIDIA's confidential-computing driver for Azure is Canonical-signed.",
		zh: "保持安全启动和 vTPM 开启：机密虚拟机需要它们，而适用于 Azure 的 NVIDIA 机密计算驱动由 Canonical 签名。"},
	ChkSecureBootWhy - checklistBase: {
		en: "Trusted Launch with Secure Boot only boots signed kernel drivers.",
		zh: "开启了安全启动的受信任启动只加载已签名的内核驱动。"},
	ChkMonitorAMDDesktops - checklistBase: {
		en: "Monitor each desktop host's GPU use with amd-smi metric and the users' session quality, with alerts on cost.",
		zh: "用 `amd-smi metric` 监视每台桌面主机的 GPU 使用情况，同时关注用户的会话质量，并设置成本警报。"},
	ChkMonitorAMD - checklistBase: {
		en: "Monitor GPU utilisation and memory with AMD's {0} (Prometheus; part of the {1}) or amd-smi metric, into Azure Monitor managed Prometheus, with alerts on low utilisation and on cost.",
		zh: "用 AMD 的 {0}（Prometheus 格式，属于 {1}）或 `amd-smi metric` 采集 GPU 利用率和显存，汇入适用于 Prometheus 的 Azure Monitor 托管服务，并针对利用率过低和成本设置警报。"},
	ChkMonitorAVD - checklistBase: {
		en: "Monitor the desktops with Azure Virtual Desktop Insights (connection quality, round-trip time, frame rate) and GPU use per host, with alerts on cost.",
		zh: "用 Azure 虚拟桌面见解（连接质量、往返时间、帧速率）和每台主机的 GPU 使用情况监视桌面，并设置成本警报。"},
	ChkMonitorWindows - checklistBase: {
		en: "Monitor GPU use with nvidia-smi or AMD Software and the Windows GPU counters via Azure Monitor Agent, alerting on low use and cost (DCGM runs on Linux only).",
		zh: "用 `nvidia-smi` 或 AMD 驱动程序软件以及经 Azure Monitor 代理收集的 Windows GPU 计数器监视 GPU 使用情况，针对低利用率和成本设置警报（DCGM 只能在 Linux 上运行）。"},
	ChkMonitorNVIDIA - checklistBase: {
		en: "Monitor GPU utilisation and memory with NVIDIA's DCGM exporter (Prometheus) into Azure Monitor managed Prometheus, and run dcgmi diag -r 2 before long jobs; alert on low utilisation and on cost.",
		zh: "用 NVIDIA 的 DCGM exporter（Prometheus）把 GPU 利用率和显存指标汇入适用于 Prometheus 的 Azure Monitor 托管服务，长时间作业之前运行 `dcgmi diag -r 2`；针对利用率过低和成本设置警报。"},
	ChkMonitorWhy - checklistBase: {en: "Low GPU utilisation is money spent for nothing.", zh: "GPU 利用率低就是在白花钱。"},
	ChkLifecycleRetiring - checklistBase: {
		en: "{0} is retiring: plan the migration path before committing.",
		zh: "{0} 即将停用：在做出承诺之前规划好迁移路径。"},
	ChkLifecycleRetiringOn - checklistBase: {
		en: "{0} is retiring until {1}: plan the migration path before committing.",
		zh: "{0} 将于 {1} 停用：在做出承诺之前规划好迁移路径。"},
	ChkLifecyclePreview - checklistBase: {
		en: "{0} is preview: plan the migration path before committing.",
		zh: "{0} 处于预览阶段：在做出承诺之前规划好迁移路径。"},
	ChkLifecyclePreviewUntil - checklistBase: {
		en: "{0} is preview until {1}: plan the migration path before committing.",
		zh: "{0} 在 {1} 之前处于预览阶段：在做出承诺之前规划好迁移路径。"},
	ChkLifecycleWhy - checklistBase: {
		en: "A size without SLA or with a retirement date needs a plan B.",
		zh: "没有 SLA 或已公布停用日期的大小需要备用方案。"},
	ChkFlow - checklistBase: {
		en: "Deploy in order: resource group → region → VM ({0}) → network and SSH/RDP → storage → drivers and framework → a small validation run → scale out while watching utilisation and cost.",
		zh: "按顺序部署：资源组 → 区域 → 虚拟机（{0}）→ 网络与 SSH/RDP → 存储 → 驱动和框架 → 小规模验证运行 → 一边关注利用率和成本，一边横向扩展。"},
	ChkFlowWhy - checklistBase: {
		en: "A small run catches problems while they are cheap.",
		zh: "先小规模运行，能在代价还低时发现问题。"},
	ChkClusterHPCOneVM - checklistBase: {en: "Run each job on one {0}: its MPI ranks talk inside the VM over shared memory, with nothing to set up between VMs. Queue many jobs with Azure Batch or Slurm on CycleCloud Workspace for Slurm.", zh: "每个作业在一台 {0} 上运行：其 MPI 进程在虚拟机内通过共享内存通信，无需在虚拟机之间进行任何设置。作业较多时，用 Azure Batch 或 Azure CycleCloud Workspace for Slurm 上的 Slurm 排队。"},

	// Batch rendering.
	ChkSizingBatch - checklistBase: {
		en: "Time your frames: render a few representative frames on one {0} (one whole A10) with your renderer's version, plug-ins and settings, note the minutes per frame and the peak GPU memory, and enter them; this plan assumes {1} minutes a frame there and a scene under {2} GB.",
		zh: "实测帧时间：在一台 {0}（一整块 A10）上用您的渲染器版本、插件和设置渲染几帧有代表性的帧，记下每帧分钟数和显存峰值并填入；此方案假定在其上每帧 {1} 分钟、场景小于 {2} GB。"},
	ChkSizingBatchWhy - checklistBase: {en: "Frame times differ by orders of magnitude between scenes; the cost and the deadline are only as good as this figure.", zh: "不同场景的帧时间相差几个数量级；费用和完成期限是否准确，全看这个数字。"},
	ChkQueueBatch - checklistBase: {
		en: "Queue the {0} frames as one task each: an Azure Batch pool of {1} (Spot nodes allowed: Batch requeues a task whose node is preempted) or a render manager such as Deadline or OpenCue on a VM Scale Set. Bring your own image and renderer licences (Batch's rendering plug-ins and licensing were retired), autoscale the pool on pending tasks and down to zero when the queue is empty.",
		zh: "将 {0} 帧排入队列，每帧一个任务：使用 {1} 的 Azure Batch 池（可用 Spot 节点：节点被抢占时 Batch 会将任务重新排队），或在虚拟机规模集上使用 Deadline、OpenCue 等渲染管理器。请自带映像和渲染器许可证（Batch 的渲染插件和许可已停用），按待处理任务自动缩放池，队列为空时缩减到零。"},
	ChkQueueManager - checklistBase: {
		en: "Queue the {0} frames as one task each with a render manager such as Deadline or OpenCue on a VM Scale Set of {1}: {2} is not supported on Azure Batch. Retry a frame whose VM is evicted, scale the set on the queue and down to zero when it is empty.",
		zh: "使用 Deadline、OpenCue 等渲染管理器，在 {1} 的虚拟机规模集上将 {0} 帧排入队列，每帧一个任务：{2} 不支持 Azure Batch。虚拟机被逐出时重试该帧，按队列缩放规模集，队列为空时缩减到零。"},
	ChkEvictionFrames - checklistBase: {
		en: "Handle eviction with 30 seconds' notice: an evicted frame is rendered again from its start, so on Spot keep frames short (split long ones into tiles or passes) and set max price -1 to avoid price-based eviction.",
		zh: "做好提前 30 秒通知即被逐出的准备：被逐出的帧会从头重新渲染，因此使用 Spot 时应让每帧保持较短（将长帧拆分为图块或渲染通道），并将最高价格设为 -1，避免因价格而被逐出。"},
	ChkQueueWhy - checklistBase: {en: "A queue renders a failed or evicted frame again and stops the bill when the last frame is done; the cost above assumes VMs run only while frames remain.", zh: "队列会重新渲染失败或被逐出的帧，并在最后一帧完成时停止计费；上面的费用假定虚拟机只在仍有帧待渲染时运行。"},
}
