<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>FirmwareManifest</name>
    <message>
        <source>the firmware build wrote no %1: %2</source>
        <translation>固件构建未生成 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1 names no ELF</source>
        <translation>%1 未指明 ELF 文件</translation>
    </message>
</context>
<context>
    <name>LiveRunView</name>
    <message>
        <source>No experiment loaded. Use Experiment → New experiment… (Ctrl+N).</source>
        <translation>未加载实验。请使用“实验 → 新建实验…”（Ctrl+N）。</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>Flash / start</source>
        <translation>烧录 / 启动</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>采集</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>rtosbench</source>
        <translation>rtosbench</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>E&amp;xperiment</source>
        <translation>实验(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Runs and references</source>
        <translation>运行记录与参考数据</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>打开数据库(&amp;O)…</translation>
    </message>
    <message>
        <source>Open another run database</source>
        <translation>打开另一个运行数据库</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;New experiment…</source>
        <translation>新建实验(&amp;N)…</translation>
    </message>
    <message>
        <source>Load an experiment definition (JSON) into the Live view</source>
        <translation>将实验定义（JSON）载入“实时”视图</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Run ▶</source>
        <translation>运行(&amp;R) ▶</translation>
    </message>
    <message>
        <source>Run the loaded experiment on the board chosen in the toolbar</source>
        <translation>在工具栏所选的开发板上运行已加载的实验</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Stop ■</source>
        <translation>停止(&amp;S) ■</translation>
    </message>
    <message>
        <source>Stop the running experiment (Shift+F5, Esc)</source>
        <translation>停止正在运行的实验（Shift+F5、Esc）</translation>
    </message>
    <message>
        <source>Shift+F5</source>
        <translation>Shift+F5</translation>
    </message>
    <message>
        <source>&amp;Delete run…</source>
        <translation>删除运行(&amp;D)…</translation>
    </message>
    <message>
        <source>Delete the current run (asks first)</source>
        <translation>删除当前运行（会先确认）</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>撤销删除(&amp;U)</translation>
    </message>
    <message>
        <source>Bring back the last deleted run</source>
        <translation>恢复最近删除的运行</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <source>Focus the run filter</source>
        <translation>将焦点移到运行筛选框</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Copy table</source>
        <translation>复制表格(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the table of the current view</source>
        <translation>复制当前视图中的表格</translation>
    </message>
    <message>
        <source>Ctrl+C</source>
        <translation>Ctrl+C</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Serial port, probe, toolchain, language</source>
        <translation>串口、调试探针、工具链、语言</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About rtosbench</source>
        <translation>关于 rtosbench(&amp;A)</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>RankShiftView</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>the database is not open</source>
        <translation>数据库未打开</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>reference data %1: %2</source>
        <translation>参考数据 %1：%2</translation>
    </message>
</context>
<context>
    <name>SampleCodec</name>
    <message>
        <source>corrupt sample blob: %1</source>
        <translation>样本数据块已损坏：%1</translation>
    </message>
</context>
<context>
    <name>ScreenshotRunner</name>
    <message>
        <source>Cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Board and tools</source>
        <translation>开发板与工具</translation>
    </message>
    <message>
        <source>Serial port:</source>
        <translation>串口：</translation>
    </message>
    <message>
        <source>USB-UART port of the board (listed with libserialport)</source>
        <translation>开发板的 USB-UART 端口（由 libserialport 列出）</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>OpenOCD:</source>
        <translation>OpenOCD：</translation>
    </message>
    <message>
        <source>Path of openocd (empty: from PATH)</source>
        <translation>openocd 的路径（留空：从 PATH 中查找）</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>调试探针：</translation>
    </message>
    <message>
        <source>Debug probe OpenOCD talks to</source>
        <translation>OpenOCD 所连接的调试探针</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>OpenOCD target configuration</source>
        <translation>OpenOCD 目标配置</translation>
    </message>
    <message>
        <source>QEMU:</source>
        <translation>QEMU：</translation>
    </message>
    <message>
        <source>Path of qemu-system-arm (empty: from PATH)</source>
        <translation>qemu-system-arm 的路径（留空：从 PATH 中查找）</translation>
    </message>
    <message>
        <source>Kernel source directories</source>
        <translation>内核源码目录</translation>
    </message>
    <message>
        <source>Trees you have; kernels are built by their own build files</source>
        <translation>本地已有的源码树；各内核使用其自带的构建文件进行构建</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>语言：</translation>
    </message>
    <message>
        <source>Applied when rtosbench starts again</source>
        <translation>重新启动 rtosbench 后生效</translation>
    </message>
    <message>
        <source>Units:</source>
        <translation>单位：</translation>
    </message>
    <message>
        <source>General</source>
        <translation>常规</translation>
    </message>
    <message>
        <source>Leave a directory empty to use the tree registered for that kernel in the Kernels tab.</source>
        <translation>目录留空时，使用在“内核”选项卡中为该内核登记的内核源码树。</translation>
    </message>
    <message>
        <source>Serial baud:</source>
        <translation>串口波特率：</translation>
    </message>
    <message>
        <source>Baud rate of the GD32F103&apos;s serial port, used when the firmware states none (the firmware&apos;s default is 115200)</source>
        <translation>GD32F103 串口的波特率，固件未声明时使用（固件默认 115200）</translation>
    </message>
</context>
<context>
    <name>rb::AnalyserImport</name>
    <message numerus="yes">
        <source>glitch: %n sample period(s) wide</source>
        <translation>
            <numerusform>毛刺：宽 %n 个采样周期</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>split by a glitch: %n sample period(s) between two windows</source>
        <translation>
            <numerusform>被毛刺分割：两个窗口之间仅 %n 个采样周期</numerusform>
        </translation>
    </message>
    <message>
        <source>high</source>
        <translation>高</translation>
    </message>
    <message>
        <source>low</source>
        <translation>低</translation>
    </message>
    <message numerus="yes">
        <source>channel %1 never changes level: it stays %2 for all %n sample(s)</source>
        <translation>
            <numerusform>通道 %1 的电平从不变化：全部 %n 个样本都保持为%2</numerusform>
        </translation>
    </message>
    <message>
        <source>started before the capture (the pin was high)</source>
        <translation>在采集开始之前就已开始（引脚为高）</translation>
    </message>
    <message>
        <source>not closed before the capture ended</source>
        <translation>采集结束前未关闭</translation>
    </message>
    <message>
        <source>the last edge has no partner (an odd number of edges: one is missing or extra)</source>
        <translation>最后一个边沿没有配对（边沿数为奇数：缺少或多出一个）</translation>
    </message>
    <message numerus="yes">
        <source>channel %1 has no clean window: %n window(s), all flagged (%2)</source>
        <translation>
            <numerusform>通道 %1 没有完好的窗口：%n 个窗口全部被标记（%2）</numerusform>
        </translation>
    </message>
    <message>
        <source>window %1 (%2)</source>
        <translation>窗口 %1（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Logic-analyser capture %1, channel %2 (index %3), %4 samples/s: resolution %5 ns; pairing %6; %n clean window(s) stored as samples.</source>
        <translation>
            <numerusform>逻辑分析仪采集 %1，通道 %2（索引 %3），%4 样本/秒：分辨率 %5 ns；配对方式 %6；%n 个完好窗口已作为样本保存。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged window(s) left out: %1.</source>
        <translation>
            <numerusform>%n 个被标记的窗口未计入：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Toggle cost subtracted: %1 ns (%2).</source>
        <translation>已减去翻转开销：%1 ns（%2）。</translation>
    </message>
    <message>
        <source>No toggle cost subtracted (none given): the windows include one pin write.</source>
        <translation>未减去翻转开销（未给出）：窗口中包含一次引脚写入。</translation>
    </message>
    <message>
        <source>the case %1 of run %2 is in %3, which cannot be converted to ns (clock or timer rate unknown, or emulated time)</source>
        <translation>运行 %2 的测试项 %1 的单位是 %3，无法换算为 ns（时钟或定时器频率未知，或为仿真时间）</translation>
    </message>
    <message>
        <source>the case %1 of run %2 has no samples to compare with</source>
        <translation>运行 %2 的测试项 %1 没有可供比较的样本</translation>
    </message>
    <message>
        <source>the capture has %1 window(s), the case %2 of run %3 has %4 sample(s) (%5 with its cold sample and warm-up): a missing or extra edge, or not the same windows; nothing was paired</source>
        <translation>采集中有 %1 个窗口，运行 %3 的测试项 %2 有 %4 个样本（含冷样本和预热共 %5 个）：缺少或多出边沿，或者不是同一批窗口；未进行任何配对</translation>
    </message>
    <message>
        <source>run %1 was not built with RB_GPIO_WINDOWS</source>
        <translation>运行 %1 的固件未使用 RB_GPIO_WINDOWS 构建</translation>
    </message>
    <message>
        <source>run %1&apos;s case %2 has no chain overhead in a known unit</source>
        <translation>运行 %1 的测试项 %2 没有单位已知的测量链开销</translation>
    </message>
    <message>
        <source>the chain of run %1&apos;s case %2 (overhead %3 %4 = %5 ns): between PB1&apos;s edges in an RB_GPIO_WINDOWS build</source>
        <translation>运行 %1 的测试项 %2 的测量链（开销 %3 %4 = %5 ns）：在 RB_GPIO_WINDOWS 构建中位于 PB1 的两个边沿之间</translation>
    </message>
    <message>
        <source>run %1 has no measured cal_gpio_toggle case</source>
        <translation>运行 %1 没有测得的 cal_gpio_toggle 测试项</translation>
    </message>
    <message>
        <source>run %1&apos;s cal_gpio_toggle is in %2 at an unknown clock</source>
        <translation>运行 %1 的 cal_gpio_toggle 单位为 %2，时钟未知</translation>
    </message>
    <message>
        <source>cal_gpio_toggle of run %1: median %2 %3 after its overhead, = %4 ns</source>
        <translation>运行 %1 的 cal_gpio_toggle：减去其开销后中位数 %2 %3，= %4 ns</translation>
    </message>
</context>
<context>
    <name>rb::AnalyserImportDialog</name>
    <message>
        <source>Import analyser capture</source>
        <translation>导入逻辑分析仪采集</translation>
    </message>
    <message>
        <source>A logic analyser&apos;s capture of a GPIO marker pin (a sigrok session, .sr, as saved by PulseView or sigrok-cli) becomes a run with timing method gpio-analyser: one window per marked interval, resolution one sample period.</source>
        <translation>逻辑分析仪对 GPIO 标记引脚的采集（sigrok 会话 .sr，由 PulseView 或 sigrok-cli 保存）将成为一次计时方法为 gpio-analyser 的运行：每个标记区间一个窗口，分辨率为一个采样周期。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>rising → falling (pin high inside)</source>
        <translation>上升沿 → 下降沿（窗口内引脚为高）</translation>
    </message>
    <message>
        <source>toggle (every edge is a stamp)</source>
        <translation>翻转（每个边沿都是一个时间戳）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source> sample periods</source>
        <translation> 个采样周期</translation>
    </message>
    <message>
        <source>A level shorter than this is a glitch: the windows it touches are flagged, never merged</source>
        <translation>短于此长度的电平是毛刺：它涉及的窗口会被标记，绝不合并</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> ns</source>
        <translation> ns</translation>
    </message>
    <message>
        <source>The cost of one pin write (cal_gpio_toggle&apos;s median converted to ns), subtracted from every window</source>
        <translation>一次引脚写入的开销（cal_gpio_toggle 的中位数换算为 ns），从每个窗口中减去</translation>
    </message>
    <message>
        <source>Capture:</source>
        <translation>采集：</translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation>通道：</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>配对：</translation>
    </message>
    <message>
        <source>Glitch filter:</source>
        <translation>毛刺过滤：</translation>
    </message>
    <message>
        <source>Toggle cost:</source>
        <translation>翻转开销：</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Start (µs)</source>
        <translation>起点 (µs)</translation>
    </message>
    <message>
        <source>Width (ns)</source>
        <translation>宽度 (ns)</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>First windows:</source>
        <translation>前几个窗口：</translation>
    </message>
    <message>
        <source>Open analyser capture</source>
        <translation>打开逻辑分析仪采集</translation>
    </message>
    <message>
        <source>sigrok sessions (*.sr);;All files (*)</source>
        <translation>sigrok 会话 (*.sr);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (channel %2): %n edge(s)</source>
        <translation>
            <numerusform>%1（通道 %2）：%n 个边沿</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/s (resolution %2 ns), %3 samples: %n clean window(s)</source>
        <translation>
            <numerusform>%1 样本/秒（分辨率 %2 ns），%3 个样本：%n 个完好窗口</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n 个已标记</numerusform>
        </translation>
    </message>
    <message>
        <source>Trap 6: %1</source>
        <translation>测量陷阱 6：%1</translation>
    </message>
    <message>
        <source>given in the import dialog</source>
        <translation>在导入对话框中给出</translation>
    </message>
    <message>
        <source>The run could not be stored: %1</source>
        <translation>无法保存该运行：%1</translation>
    </message>
    <message>
        <source>Stored run %1 from %2</source>
        <translation>已从 %2 保存运行 %1</translation>
    </message>
</context>
<context>
    <name>rb::Analysis</name>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source> (within %1)</source>
        <translation>（%1 内）</translation>
    </message>
    <message>
        <source> — not stated for some: differing and unknown</source>
        <translation>——部分运行未说明此值：既有差异又含未知值</translation>
    </message>
    <message>
        <source> — follows from %1</source>
        <translation>——由 %1 决定</translation>
    </message>
    <message>
        <source>no samples: a published summary cannot be tested pairwise</source>
        <translation>无样本：已发表的汇总值无法做成对比较检验</translation>
    </message>
    <message>
        <source>different units (%1 vs %2)</source>
        <translation>单位不同（%1 与 %2）</translation>
    </message>
    <message>
        <source>another value of this kernel was left out: %1 (%2)</source>
        <translation>该内核的另一个数值被略去：%1（%2）</translation>
    </message>
    <message>
        <source>not testable: no samples on one side (published summaries)</source>
        <translation>无法检验：有一方没有样本（已发表的汇总值）</translation>
    </message>
    <message>
        <source>both orders are significant (Holm-corrected p %1 and %2)</source>
        <translation>两种排序均显著（Holm 校正 p 分别为 %1 和 %2）</translation>
    </message>
    <message>
        <source>inside the noise: Holm-corrected p %1 and %2, both must be below %3 with opposite shifts</source>
        <translation>在噪声范围内：Holm 校正 p 为 %1 和 %2，两者都须低于 %3 且位移方向相反</translation>
    </message>
    <message>
        <source>the published number is a summary (no samples)</source>
        <translation>已发表的数值是汇总值（无样本）</translation>
    </message>
    <message>
        <source>%1 (published) is a summary (no samples)</source>
        <translation>%1（已发表）是汇总值（无样本）</translation>
    </message>
    <message>
        <source>run %1 is an imported summary (no samples)</source>
        <translation>运行 %1 是导入的汇总值（无样本）</translation>
    </message>
    <message>
        <source>run %1 reports %2 as unsupported (no samples)</source>
        <translation>运行 %1 报告 %2 不支持（无样本）</translation>
    </message>
    <message>
        <source>run %1 has no samples of %2 (status %3)</source>
        <translation>运行 %1 没有 %2 的样本（状态 %3）</translation>
    </message>
    <message>
        <source>run %1 has no samples of %2</source>
        <translation>运行 %1 没有 %2 的样本</translation>
    </message>
    <message>
        <source>not testable: %1</source>
        <translation>无法检验：%1</translation>
    </message>
    <message>
        <source>run %1&apos;s %2 is one exact value, not a distribution</source>
        <translation>运行 %1 的 %2 是一个精确值，不是分布</translation>
    </message>
    <message>
        <source>exact values (one per run, no sampling noise): the order changed for certain</source>
        <translation>精确值（每次运行一个，无采样噪声）：顺序确定发生了变化</translation>
    </message>
</context>
<context>
    <name>rb::Attribution</name>
    <message>
        <source>run %1 (%2) failed: %3</source>
        <translation>运行 %1（%2）失败：%3</translation>
    </message>
    <message>
        <source>the attribution lacks its %1 run</source>
        <translation>该归因缺少其 %1 运行</translation>
    </message>
    <message>
        <source>the attribution has no single-option runs</source>
        <translation>该归因没有单选项运行</translation>
    </message>
    <message>
        <source>the metric %1 was not measured by the %2 and %3 runs</source>
        <translation>%2 与 %3 的运行未测量指标 %1</translation>
    </message>
    <message>
        <source>run %1 did not measure %2</source>
        <translation>运行 %1 未测量 %2</translation>
    </message>
    <message>
        <source>the end of the cumulative path does not report the %1 configuration: %2; the declared options do not make up the whole profile difference</source>
        <translation>累积路径的终点报告的不是 %1 的配置：%2；所声明的选项没有覆盖内核配置档之间的全部差异</translation>
    </message>
    <message>
        <source>%1: the cumulative path ends at %2, the %3 run measured %4</source>
        <translation>%1：累积路径终止于 %2，而 %3 的运行测得 %4</translation>
    </message>
</context>
<context>
    <name>rb::AttributionDialog</name>
    <message>
        <source>Attribute kernel options</source>
        <translation>内核选项归因</translation>
    </message>
    <message>
        <source>Run on the virtual board</source>
        <translation>在虚拟开发板上运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>内核：</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>起点：</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>终点：</translation>
    </message>
    <message>
        <source>Samples per case:</source>
        <translation>每个测试项的样本数：</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Stored attribution:</source>
        <translation>已存储的归因：</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>复制表格</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>Cannot run: %1 (Settings › Kernels adds a tree)</source>
        <translation>无法运行：%1（在 设置 › 内核 中添加内核源码树）</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>%v/%m configurations</source>
        <translation>%v/%m 个配置</translation>
    </message>
    <message>
        <source>%1/%2: %3</source>
        <translation>%1/%2：%3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n configuration(s)</source>
        <translation>
            <numerusform>%1：%n 个配置</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling after the configuration under way…</source>
        <translation>当前配置完成后取消…</translation>
    </message>
    <message>
        <source>Cancelled; the runs stored so far are kept.</source>
        <translation>已取消；已存储的运行会保留。</translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s) failed: see the run list.</source>
        <translation>
            <numerusform>%n 个配置失败：请查看运行列表。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4; cumulative order: %5</source>
        <translation>%1：%2 %3 → %4；累积顺序：%5</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
</context>
<context>
    <name>rb::AttributionLoader</name>
    <message>
        <source>cannot load run %1: %2</source>
        <translation>无法加载运行 %1：%2</translation>
    </message>
    <message>
        <source>no runs of %1 in the database</source>
        <translation>数据库中没有 %1 的运行</translation>
    </message>
</context>
<context>
    <name>rb::AttributionPlan</name>
    <message>
        <source>%1 declares no configuration options to attribute</source>
        <translation>%1 没有声明可归因的配置选项</translation>
    </message>
    <message>
        <source>%1 has no profile &quot;%2&quot; in its options</source>
        <translation>%1 的选项中没有内核配置档“%2”</translation>
    </message>
    <message>
        <source>the %1 profiles %2 and %3 do not differ in any declared option</source>
        <translation>%1 的内核配置档 %2 与 %3 在所声明的选项上没有差异</translation>
    </message>
</context>
<context>
    <name>rb::AttributionStore</name>
    <message>
        <source>run %1 has no stored metric %2</source>
        <translation>运行 %1 没有已存储的指标 %2</translation>
    </message>
    <message>
        <source>cannot store the attribution</source>
        <translation>无法保存指令归属结果</translation>
    </message>
</context>
<context>
    <name>rb::AuditPanel</name>
    <message>
        <source>Run the fairness audit</source>
        <translation>运行公平性审计</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Re-runs the run&apos;s exact firmware on the virtual board with an execution trace, attributes one window of every case to the kernel, the adapter, the harness and the port, and flags adapter shares above %1 instructions that no mech.*.cost states (slow: minutes)</source>
        <translation>在虚拟板上以执行跟踪重新运行该运行的同一固件，把每个用例的一个窗口归属到内核、适配层、测试框架和移植层，并标出没有任何 mech.*.cost 说明、超过 %1 条指令的适配层份额（较慢：需数分钟）</translation>
    </message>
    <message>
        <source>Only virtual-board runs with the icount timer can be audited.</source>
        <translation>只有使用 icount 计时器的虚拟板运行才能审计。</translation>
    </message>
    <message>
        <source>Auditing run %1 on the virtual board...</source>
        <translation>正在虚拟板上审计运行 %1……</translation>
    </message>
    <message>
        <source>Tracing: %1 instructions, %2 case(s) attributed</source>
        <translation>跟踪中：%1 条指令，已归属 %2 个用例</translation>
    </message>
    <message>
        <source>Not audited: %1</source>
        <translation>未审计：%1</translation>
    </message>
    <message>
        <source>%1 of %2 case(s) flagged (one window each; emulated instruction count, attributed by trace)</source>
        <translation>%2 个用例中有 %1 个被标出（每个用例一个窗口；仿真指令数，按跟踪归属）</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Adapter</source>
        <translation>适配层</translation>
    </message>
    <message>
        <source>Harness</source>
        <translation>测试框架</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>移植层</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Stated mech.*.cost</source>
        <translation>已声明的 mech.*.cost</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>标记</translation>
    </message>
</context>
<context>
    <name>rb::BoardCheck</name>
    <message>
        <source>needs the probe and the serial port</source>
        <translation>需要调试探针和串口</translation>
    </message>
    <message>
        <source>needs the probe</source>
        <translation>需要调试探针</translation>
    </message>
    <message>
        <source>needs the serial port</source>
        <translation>需要串口</translation>
    </message>
    <message>
        <source>needs the chip checks above to pass</source>
        <translation>需要上面的芯片检查通过</translation>
    </message>
    <message>
        <source>Firmware at %1 MHz: HELLO, COND, clock, cal_known_seq</source>
        <translation>%1 MHz 下的固件：HELLO、COND、时钟、cal_known_seq</translation>
    </message>
    <message>
        <source>OpenOCD installed</source>
        <translation>已安装 OpenOCD</translation>
    </message>
    <message>
        <source>%1 was not found</source>
        <translation>未找到 %1</translation>
    </message>
    <message>
        <source>Install OpenOCD 0.12 (apt install openocd) or give its path with --openocd.</source>
        <translation>安装 OpenOCD 0.12（apt install openocd），或用 --openocd 指定其路径。</translation>
    </message>
    <message>
        <source>Probe %1 reaches the chip (DP ID)</source>
        <translation>探针 %1 能访问芯片（DP ID）</translation>
    </message>
    <message>
        <source>probing the chip through OpenOCD (%1)</source>
        <translation>正在通过 OpenOCD 探测芯片（%1）</translation>
    </message>
    <message>
        <source>OpenOCD did not finish: is the probe used by another program (another OpenOCD, an IDE)? Unplug and re-plug it.</source>
        <translation>OpenOCD 未结束：探针是否被其他程序（另一个 OpenOCD、IDE）占用？请拔下后重新插上。</translation>
    </message>
    <message>
        <source>Plug the probe in (lsusb lists it) and check that --probe names it (cmsis-dap, stlink, jlink). udev rules: the Debian openocd package installs 60-openocd.rules; otherwise copy OpenOCD&apos;s contrib/60-openocd.rules to /etc/udev/rules.d/, run sudo udevadm control --reload and re-plug the probe.</source>
        <translation>插上探针（lsusb 会列出它），并确认 --probe 写的是它（cmsis-dap、stlink、jlink）。udev 规则：Debian 的 openocd 软件包会安装 60-openocd.rules；否则把 OpenOCD 的 contrib/60-openocd.rules 复制到 /etc/udev/rules.d/，运行 sudo udevadm control --reload 并重新插上探针。</translation>
    </message>
    <message>
        <source>Wiring: probe SWDIO to PA13, SWCLK to PA14, GND to GND, VTref to the board&apos;s 3.3 V; power the board. A firmware that remapped PA13/PA14 or sleeps needs the reset line wired (NRST) and connect under reset.</source>
        <translation>接线：探针 SWDIO 接 PA13，SWCLK 接 PA14，GND 接 GND，VTref 接开发板的 3.3 V；给开发板上电。若固件重映射了 PA13/PA14 或处于睡眠，需要连接复位线（NRST）并在复位状态下连接。</translation>
    </message>
    <message>
        <source>--probe or --target names a configuration file this OpenOCD does not have.</source>
        <translation>--probe 或 --target 指定的配置文件在此 OpenOCD 中不存在。</translation>
    </message>
    <message>
        <source>Read OpenOCD&apos;s output (rtosbench-cli flash --verbose shows it) and check the probe, the wiring and the board&apos;s power.</source>
        <translation>阅读 OpenOCD 的输出（rtosbench-cli flash --verbose 会显示），并检查探针、接线和开发板供电。</translation>
    </message>
    <message>
        <source>DP ID 0x%1</source>
        <translation>DP ID 0x%1</translation>
    </message>
    <message>
        <source>the chip answered (the DP ID is not printed over %1)</source>
        <translation>芯片已应答（通过 %1 时不打印 DP ID）</translation>
    </message>
    <message>
        <source>Device ID 0x414 (high density)</source>
        <translation>器件 ID 0x414（大容量）</translation>
    </message>
    <message>
        <source>DBG_IDCODE (0xE0042000) could not be read</source>
        <translation>无法读取 DBG_IDCODE（0xE0042000）</translation>
    </message>
    <message>
        <source>The probe connects but cannot read memory: check the wiring and the power, then retry.</source>
        <translation>探针能连接但无法读取内存：检查接线和供电后重试。</translation>
    </message>
    <message>
        <source>DEV_ID 0x%1 (DBG_IDCODE 0x%2)</source>
        <translation>DEV_ID 0x%1（DBG_IDCODE 0x%2）</translation>
    </message>
    <message>
        <source>This is not a high-density GD32F103 (VE/ZE class): the gd32f103 board is linked for 512 KiB flash and 64 KiB SRAM and may not run on it.</source>
        <translation>这不是大容量 GD32F103（VE/ZE 级）：gd32f103 开发板按 512 KiB Flash 和 64 KiB SRAM 链接，可能无法在其上运行。</translation>
    </message>
    <message>
        <source>DBG_IDCODE 0x%1</source>
        <translation>DBG_IDCODE 0x%1</translation>
    </message>
    <message>
        <source>Flash and SRAM size (0x1FFFF7E0)</source>
        <translation>Flash 和 SRAM 容量（0x1FFFF7E0）</translation>
    </message>
    <message>
        <source>the memory density word could not be read</source>
        <translation>无法读取存储容量字</translation>
    </message>
    <message>
        <source>Check the wiring and the power, then retry.</source>
        <translation>检查接线和供电后重试。</translation>
    </message>
    <message>
        <source>flash %1 KiB, SRAM %2 KiB</source>
        <translation>Flash %1 KiB，SRAM %2 KiB</translation>
    </message>
    <message>
        <source>flash %1 KiB, SRAM not stated</source>
        <translation>Flash %1 KiB，SRAM 未给出</translation>
    </message>
    <message>
        <source>The firmware needs 256 KiB of flash (the zero-wait area) and is linked for 64 KiB of SRAM with the stack at its top: use a GD32F103VE/ZE-class chip.</source>
        <translation>固件需要 256 KiB Flash（零等待区），并按 64 KiB SRAM 链接、栈位于其顶部：请使用 GD32F103VE/ZE 级芯片。</translation>
    </message>
    <message>
        <source>Serial port %1 opens</source>
        <translation>串口 %1 能打开</translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation>正在打开 %1</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>（未指定）</translation>
    </message>
    <message>
        <source>Plug the USB-UART adapter in and pass its device with --port: ls /dev/ttyUSB* /dev/ttyACM* (dmesg names it when it is plugged in).</source>
        <translation>插上 USB 转串口适配器，并用 --port 指定其设备：ls /dev/ttyUSB* /dev/ttyACM*（插入时 dmesg 会显示其名称）。</translation>
    </message>
    <message>
        <source>%1 is not a serial device: pass the USB-UART adapter&apos;s device (/dev/ttyUSB0, /dev/ttyACM0).</source>
        <translation>%1 不是串口设备：请指定 USB 转串口适配器的设备（/dev/ttyUSB0、/dev/ttyACM0）。</translation>
    </message>
    <message>
        <source>Permissions: add yourself to the dialout group (sudo usermod -aG dialout $USER, then log in again) or add a udev rule; close other programs using the port (screen, minicom).</source>
        <translation>权限：把自己加入 dialout 组（sudo usermod -aG dialout $USER，然后重新登录）或添加 udev 规则；关闭占用该串口的其他程序（screen、minicom）。</translation>
    </message>
    <message>
        <source>%1 baud 8N1</source>
        <translation>%1 波特 8N1</translation>
    </message>
    <message>
        <source>UART wiring: PA9 (USART0 TX) to the adapter&apos;s RX, PA10 (RX) to its TX, GND to GND, 3.3 V levels. BOOT0 must be low (with BOOT0 high the chip starts its boot loader, not the flash). The baud is the firmware&apos;s (%1).</source>
        <translation>串口接线：PA9（USART0 TX）接适配器的 RX，PA10（RX）接其 TX，GND 接 GND，3.3 V 电平。BOOT0 必须为低（BOOT0 为高时芯片启动的是引导程序，而不是 Flash 中的程序）。波特率以固件为准（%1）。</translation>
    </message>
    <message>
        <source>building the bare-metal firmware at %1 MHz</source>
        <translation>正在构建 %1 MHz 的裸机固件</translation>
    </message>
    <message>
        <source>Firmware builds at %1 MHz</source>
        <translation>固件能在 %1 MHz 下构建</translation>
    </message>
    <message>
        <source>Install the Arm cross compiler (apt install gcc-arm-none-eabi) and CMake; rtosbench-cli build-firmware --board gd32f103 shows the whole log.</source>
        <translation>安装 Arm 交叉编译器（apt install gcc-arm-none-eabi）和 CMake；rtosbench-cli build-firmware --board gd32f103 会显示完整日志。</translation>
    </message>
    <message>
        <source>flashing and reading the firmware at %1 MHz</source>
        <translation>正在烧录并读取 %1 MHz 的固件</translation>
    </message>
    <message>
        <source>Flashed at %1 MHz</source>
        <translation>已在 %1 MHz 下烧录</translation>
    </message>
    <message>
        <source>The probe answered before: check that nothing else uses it, and the power (flashing needs a stable 3.3 V).</source>
        <translation>探针之前已应答：检查没有其他程序占用它，并检查供电（烧录需要稳定的 3.3 V）。</translation>
    </message>
    <message>
        <source>HELLO and COND at %1 MHz</source>
        <translation>%1 MHz 下的 HELLO 和 COND</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) arrived but no valid HELLO/COND</source>
        <translation>
            <numerusform>收到 %n 字节，但没有有效的 HELLO/COND</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong baud or a noisy line: the firmware sends at %1 baud 8N1; check GND between the board and the adapter.</source>
        <translation>波特率错误或线路有干扰：固件以 %1 波特 8N1 发送；检查开发板与适配器之间的 GND。</translation>
    </message>
    <message>
        <source>c_debugen=1 after flashing: power-cycle the board before measuring</source>
        <translation>烧录后 c_debugen=1：测量前请给开发板断电重启</translation>
    </message>
    <message>
        <source>c_debugen=%1</source>
        <translation>c_debugen=%1</translation>
    </message>
    <message>
        <source>Clock %1 MHz, measured within 2 %</source>
        <translation>时钟 %1 MHz，测得值在 2 % 以内</translation>
    </message>
    <message>
        <source>clock_hz=%1, clock_hz_measured=%2</source>
        <translation>clock_hz=%1，clock_hz_measured=%2</translation>
    </message>
    <message>
        <source>The PLL did not start from the crystal: check HXTAL (8 MHz) and its load capacitors.</source>
        <translation>PLL 未能从晶振启动：检查 HXTAL（8 MHz）及其负载电容。</translation>
    </message>
    <message>
        <source>No measurement: PA8 (CK_OUT0, looped back into TIMER0) is driven or loaded by something on the board; free it.</source>
        <translation>没有测量值：开发板上有东西在驱动或加载 PA8（CK_OUT0，回环到 TIMER0），请将其释放。</translation>
    </message>
    <message>
        <source>Crystal: the board&apos;s HXTAL must be 8 MHz (a 12 MHz crystal makes the 108 MHz build run at 162 MHz).</source>
        <translation>晶振：开发板的 HXTAL 必须是 8 MHz（12 MHz 晶振会让 108 MHz 的构建运行在 162 MHz）。</translation>
    </message>
    <message>
        <source>cal_known_seq = 100 after the overhead at %1 MHz</source>
        <translation>%1 MHz 下扣除开销后 cal_known_seq = 100</translation>
    </message>
    <message>
        <source>no cal_known_seq samples arrived</source>
        <translation>没有收到 cal_known_seq 样本</translation>
    </message>
    <message>
        <source>The firmware ended before the case: read the capture (rtosbench-cli flash, then a terminal at %1 baud).</source>
        <translation>固件在该测试项之前就结束了：请查看采集内容（rtosbench-cli flash，然后用 %1 波特的终端读取）。</translation>
    </message>
    <message>
        <source>median - overhead = %1 cycles</source>
        <translation>中位数 - 开销 = %1 个周期</translation>
    </message>
    <message>
        <source>The timing chain is off (flash wait states, an interrupt during the window, a debugger halting the core): power-cycle the board and retry; keep the capture for a report.</source>
        <translation>计时链路有偏差（Flash 等待周期、窗口内的中断、调试器暂停内核）：给开发板断电重启后重试；保留采集内容以便报告。</translation>
    </message>
</context>
<context>
    <name>rb::BoardCheckDialog</name>
    <message>
        <source>Check the GD32F103 set-up</source>
        <translation>检查 GD32F103 连接与设置</translation>
    </message>
    <message>
        <source>Proves the probe, the chip, the serial port and the clock before the first real run: OpenOCD reaches the chip (device ID 0x414, flash and SRAM size), then the bare-metal firmware is built, flashed and read at 72, 24 and 108 MHz. Every failure says what to fix. The same check: rtosbench-cli board check.</source>
        <translation>在第一次真正运行之前验证调试器、芯片、串口和时钟：OpenOCD 能访问芯片（器件 ID 0x414、闪存和 SRAM 容量），然后在 72、24 和 108 MHz 下构建、烧录并读取裸机固件。每一项失败都会说明如何修复。同样的检查：rtosbench-cli board check。</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0</source>
        <translation>例如 /dev/ttyUSB0</translation>
    </message>
    <message>
        <source>Debug probe:</source>
        <translation>调试器：</translation>
    </message>
    <message>
        <source>Serial port:</source>
        <translation>串口：</translation>
    </message>
    <message>
        <source>OpenOCD program:</source>
        <translation>OpenOCD 程序：</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Progress:</source>
        <translation>进度：</translation>
    </message>
    <message>
        <source>Checklist:</source>
        <translation>检查清单：</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>跳过</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>The set-up works: every check passed.</source>
        <translation>设置可用：所有检查均已通过。</translation>
    </message>
    <message>
        <source>The set-up is not ready: fix the failed items above, then check again.</source>
        <translation>设置尚未就绪：请修复上面失败的项目，然后重新检查。</translation>
    </message>
</context>
<context>
    <name>rb::BoardRegistry</name>
    <message>
        <source>virtual board (QEMU)</source>
        <translation>虚拟开发板（QEMU）</translation>
    </message>
    <message>
        <source>GD32F103</source>
        <translation>GD32F103</translation>
    </message>
    <message>
        <source>host (Linux)</source>
        <translation>主机（Linux）</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot; (known: %2)</source>
        <translation>未知开发板“%1”（已知：%2）</translation>
    </message>
</context>
<context>
    <name>rb::CaptureAssembler</name>
    <message>
        <source>line %1 (%2) cannot be used: %3</source>
        <translation>第 %1 行（%2）无法使用：%3</translation>
    </message>
    <message>
        <source>wrong protocol version at line %1 (%2): this rtosbench reads protocol 1, nothing after that line was read</source>
        <translation>第 %1 行协议版本错误（%2）：此 rtosbench 只读取协议 1，该行之后的内容均未读取</translation>
    </message>
    <message>
        <source>the capture has no HELLO line: it starts at sequence number %1 (line %2)</source>
        <translation>采集数据没有 HELLO 行：从序号 %1 开始（第 %2 行）</translation>
    </message>
    <message>
        <source>the firmware started again at line %1 (a second HELLO before DONE); cases it repeats are ignored</source>
        <translation>固件在第 %1 行重新启动（DONE 之前出现第二个 HELLO）；其重复的测试项被忽略</translation>
    </message>
    <message>
        <source>CASE without id=</source>
        <translation>CASE 缺少 id=</translation>
    </message>
    <message>
        <source>case %1 appears again at line %2; the repetition is ignored</source>
        <translation>测试项 %1 在第 %2 行再次出现；重复部分被忽略</translation>
    </message>
    <message>
        <source>case %1 is not supported by this build</source>
        <translation>该固件构建不支持测试项 %1</translation>
    </message>
    <message>
        <source>case %1 is not supported by this build: %2</source>
        <translation>该固件构建不支持测试项 %1：%2</translation>
    </message>
    <message>
        <source>CASE %1 without a valid n=</source>
        <translation>CASE %1 缺少有效的 n=</translation>
    </message>
    <message>
        <source>the CASE line of case %1 was lost (its data starts at line %2)</source>
        <translation>测试项 %1 的 CASE 行已丢失（其数据从第 %2 行开始）</translation>
    </message>
    <message>
        <source>S needs case=, i= and v=</source>
        <translation>S 需要 case=、i= 和 v=</translation>
    </message>
    <message>
        <source>samples of case %1 outside that case</source>
        <translation>测试项 %1 的样本出现在该测试项之外</translation>
    </message>
    <message>
        <source>v= is not a list of integers</source>
        <translation>v= 不是整数列表</translation>
    </message>
    <message>
        <source>END without case=</source>
        <translation>END 缺少 case=</translation>
    </message>
    <message>
        <source>END of case %1 outside that case</source>
        <translation>测试项 %1 的 END 出现在该测试项之外</translation>
    </message>
    <message>
        <source>END of case %1 with status &apos;%2&apos;</source>
        <translation>测试项 %1 的 END 状态为 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>check %1 is not an integer</source>
        <translation>检查项 %1 不是整数</translation>
    </message>
    <message>
        <source>the firmware ended the run with DONE status=error (line %1)</source>
        <translation>固件以 DONE status=error 结束了本次运行（第 %1 行）</translation>
    </message>
    <message>
        <source>DONE with an unknown status &apos;%1&apos; (line %2)</source>
        <translation>DONE 带有未知状态 &apos;%1&apos;（第 %2 行）</translation>
    </message>
    <message>
        <source>the firmware reported an error (code %1) at line %2: %3</source>
        <translation>固件在第 %2 行报告错误（代码 %1）：%3</translation>
    </message>
    <message>
        <source>the firmware reported an error (code %1, case %2) at line %3: %4</source>
        <translation>固件在第 %3 行报告错误（代码 %1，测试项 %2）：%4</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged line(s) dropped: bad or missing CRC (line %1)</source>
        <translation>
            <numerusform>已丢弃 %n 个损坏的行：CRC 错误或缺失（第 %1 行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n overlong line(s) skipped, longer than 512 bytes (line %1)</source>
        <translation>
            <numerusform>已跳过 %n 个超过 512 字节的超长行（第 %1 行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with malformed fields dropped (line %1)</source>
        <translation>
            <numerusform>已丢弃 %n 个字段格式错误的行（第 %1 行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 line(s) lost: %n gap(s) in the sequence numbers (before line %1)</source>
        <translation>
            <numerusform>丢失 %2 行：序号中有 %n 处缺口（第 %1 行之前）</numerusform>
        </translation>
    </message>
    <message>
        <source>the capture ends inside a line (line %1, %2 bytes)</source>
        <translation>采集数据在一行中间结束（第 %1 行，%2 字节）</translation>
    </message>
    <message>
        <source>%2 byte(s) of non-protocol text inside the run (line %1)</source>
        <translation>本次运行中有 %2 字节的非协议文本（第 %1 行）</translation>
    </message>
    <message numerus="yes">
        <source>%n repeated line(s) dropped, their sequence numbers were already seen (line %1)</source>
        <translation>
            <numerusform>已丢弃 %n 个重复行，其序号此前已出现过（第 %1 行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of an unknown record type ignored (line %1)</source>
        <translation>
            <numerusform>已忽略 %n 个记录类型未知的行（第 %1 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>missing DONE: the capture ended during case %1 (sample %2 of %3)</source>
        <translation>缺少 DONE：采集数据在测试项 %1 进行中结束（已收到 %2 个样本，共 %3 个）</translation>
    </message>
    <message>
        <source>missing DONE: the capture ended during case %1 (sample %2)</source>
        <translation>缺少 DONE：采集数据在测试项 %1 进行中结束（已收到 %2 个样本）</translation>
    </message>
    <message>
        <source>missing DONE: the capture ended after case %1</source>
        <translation>缺少 DONE：采集数据在测试项 %1 之后结束</translation>
    </message>
    <message>
        <source>missing DONE: the capture ended before the first case</source>
        <translation>缺少 DONE：采集数据在第一个测试项之前就已结束</translation>
    </message>
    <message>
        <source>no protocol line in the capture (%1 bytes)</source>
        <translation>采集数据中没有协议行（%1 字节）</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) after DONE ignored</source>
        <translation>
            <numerusform>已忽略 DONE 之后的 %n 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>case %1: %2 samples missing (the first at index %3)</source>
        <translation>测试项 %1：缺少 %2 个样本（第一个位于索引 %3）</translation>
    </message>
    <message>
        <source>%1= is missing</source>
        <translation>缺少 %1=</translation>
    </message>
    <message>
        <source>%1=%2 is not a 64-bit integer</source>
        <translation>%1=%2 不是 64 位整数</translation>
    </message>
    <message>
        <source>another run starts at line %1 of the capture; it is stored separately</source>
        <translation>采集的第 %1 行开始了另一个运行；它被单独存储</translation>
    </message>
    <message>
        <source>the firmware started again at line %1 (a second HELLO before DONE); what follows is stored as another run</source>
        <translation>固件在第 %1 行重新启动（DONE 之前出现第二个 HELLO）；其后的内容作为另一个运行存储</translation>
    </message>
    <message>
        <source>line %1 (COND): conditions are stated before the first case; this line is ignored</source>
        <translation>第 %1 行（COND）：条件须在第一个测试项之前给出；此行被忽略</translation>
    </message>
    <message>
        <source>line %1 (CASE %2): %3</source>
        <translation>第 %1 行（CASE %2）：%3</translation>
    </message>
    <message>
        <source>line %1 (END of case %2): %3</source>
        <translation>第 %1 行（测试项 %2 的 END）：%3</translation>
    </message>
    <message>
        <source>the firmware ended the run with DONE status=fail (line %1)</source>
        <translation>固件以 DONE status=fail 结束了本次运行（第 %1 行）</translation>
    </message>
    <message numerus="yes">
        <source>scenario checks failed in %n case(s): %1 (DONE status=%2, line %3)</source>
        <translation>
            <numerusform>%n 个测试项的场景检查未通过：%1（DONE status=%2，第 %3 行）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated window(s) with the same values dropped (line %1)</source>
        <translation>
            <numerusform>丢弃了 %n 个数值相同的重复窗口（第 %1 行）</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1 (S of case %2): %3 values, the protocol allows at most %4</source>
        <translation>第 %1 行（用例 %2 的 S 行）：%3 个数值，协议最多允许 %4 个</translation>
    </message>
    <message>
        <source>line %1 (S of case %2): repeats sample index %3 after lost samples, so it cannot be compared with the first copy</source>
        <translation>第 %1 行（用例 %2 的 S 行）：在丢失样本之后重复了样本序号 %3，无法与第一份比较</translation>
    </message>
    <message>
        <source>line %1 (S of case %2): sample %3 was received before as %4, this line repeats it as %5</source>
        <translation>第 %1 行（用例 %2 的 S 行）：样本 %3 之前收到的值为 %4，本行重复为 %5</translation>
    </message>
</context>
<context>
    <name>rb::ClassReport</name>
    <message>
        <source>conditions differ: %1</source>
        <translation>条件不同：%1</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>缺少：%1</translation>
    </message>
    <message>
        <source>outlier: %1</source>
        <translation>离群：%1</translation>
    </message>
    <message>
        <source>run %1 vanished while read</source>
        <translation>运行 %1 在读取时消失了</translation>
    </message>
    <message>
        <source>virtual board (deterministic): a median different from the class&apos;s modal value is an outlier</source>
        <translation>虚拟板（确定性）：中位数与全班众数不同即为离群</translation>
    </message>
    <message>
        <source>physical board: a median more than 3 MAD from the class median is an outlier (MAD of the students&apos; medians; with MAD 0, any difference)</source>
        <translation>实体板：中位数偏离全班中位数超过 3 个 MAD 即为离群（学生中位数的 MAD；MAD 为 0 时，任何差异都算）</translation>
    </message>
</context>
<context>
    <name>rb::ClassReportPdf</name>
    <message>
        <source>page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>触发</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>未触发</translation>
    </message>
    <message>
        <source>Class %1 — %2</source>
        <translation>班级 %1 — %2</translation>
    </message>
    <message>
        <source>Lab %1 (trap %2). %3 students, %4 flagged. Outliers: %5.</source>
        <translation>实验 %1（陷阱 %2）。%3 名学生，%4 名被标记。离群规则：%5。</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>Runs (verdict)</source>
        <translation>运行（判定）</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>班级 %1</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <source>match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Appendix</source>
        <translation>附录</translation>
    </message>
    <message>
        <source>A student&apos;s median is the median of their matching runs&apos; corrected medians (raw - overhead; a run that did not complete counts with the cases it measured); the class median is the median of the students&apos; medians. Runs whose conditions differ from the lab&apos;s are named and left out of the class figures. Missing: a configuration of the lab the student has no run of.</source>
        <translation>学生的中位数是其条件一致的各次运行校正后中位数（原始值 - 开销；未完成的运行以其已测的用例计入）的中位数；全班中位数是各学生中位数的中位数。条件与实验不同的运行会被列出，且不计入全班数字。缺少：学生没有运行过的实验配置。</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>学生数</translation>
    </message>
    <message>
        <source>Class median</source>
        <translation>全班中位数</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>众数</translation>
    </message>
    <message>
        <source>MAD</source>
        <translation>MAD</translation>
    </message>
    <message>
        <source>no lab to report</source>
        <translation>没有可报告的实验</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Class report: %1</source>
        <translation>班级报告：%1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>rb::ClassSession</name>
    <message>
        <source>the %1 name is empty</source>
        <translation>%1 名称为空</translation>
    </message>
    <message>
        <source>the %1 name is longer than %2 characters</source>
        <translation>%1 名称超过 %2 个字符</translation>
    </message>
    <message>
        <source>the %1 name holds a control character (U+%2)</source>
        <translation>%1 名称含有控制字符（U+%2）</translation>
    </message>
    <message>
        <source>the %1 name holds a comma</source>
        <translation>%1 名称含有逗号</translation>
    </message>
</context>
<context>
    <name>rb::ClassView</name>
    <message>
        <source>The classes found in the open database&apos;s run tags (class:NAME)</source>
        <translation>打开的数据库中运行标签里出现的班级（class:名称）</translation>
    </message>
    <message>
        <source>The lab whose runs are shown</source>
        <translation>显示其运行的教学实验</translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>班级(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Lab:</source>
        <translation>教学实验(&amp;L)：</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Runs (verdict)</source>
        <translation>运行（判定）</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Median / class median</source>
        <translation>中位数 / 全班中位数</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>A line per configuration: each metric&apos;s student median / class median, ⚑ on an outlier</source>
        <translation>每个配置一行：各指标的学生中位数 / 全班中位数，离群值标 ⚑</translation>
    </message>
    <message>
        <source>Double-click or Enter: open the student&apos;s run in Compare beside the class&apos;s runs of the same configuration</source>
        <translation>双击或按 Enter：在“比较”中打开该学生的运行，并与全班相同配置的运行并列</translation>
    </message>
    <message>
        <source>%1 — trap %2</source>
        <translation>%1 — 陷阱 %2</translation>
    </message>
    <message>
        <source>No database is open. Open one with File › Open database or File › Open shared database.</source>
        <translation>未打开数据库。请通过“文件 › 打开数据库”或“文件 › 打开共享数据库”打开一个。</translation>
    </message>
    <message>
        <source>No run in this database has a class tag. Runs started from a lab are tagged class:NAME when Settings › Classroom names a class.</source>
        <translation>此数据库中没有带班级标签的运行。在“设置 › 课堂”中填写班级后，从教学实验启动的运行会带上 class:名称 标签。</translation>
    </message>
    <message>
        <source>No lab is available.</source>
        <translation>没有可用的教学实验。</translation>
    </message>
    <message>
        <source>The class report could not be made: %1</source>
        <translation>无法生成班级报告：%1</translation>
    </message>
    <message>
        <source>No student of class %1 has a run of this lab yet.</source>
        <translation>班级 %1 中还没有学生运行过这个教学实验。</translation>
    </message>
    <message>
        <source>Outlier rule: %1</source>
        <translation>离群规则：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s), %1 flagged</source>
        <translation>
            <numerusform>%n 名学生，%1 名被标记</numerusform>
        </translation>
    </message>
    <message>
        <source>Computed in %1 ms</source>
        <translation>计算用时 %1 ms</translation>
    </message>
    <message>
        <source>trap fired</source>
        <translation>陷阱触发</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>未触发</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source> %1 %2/%3%4</source>
        <translation> %1 %2/%3%4</translation>
    </message>
    <message>
        <source> ⚑ outlier</source>
        <translation> ⚑ 离群</translation>
    </message>
    <message>
        <source>as the lab asks</source>
        <translation>与实验要求一致</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ 已标记</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>rb::Cli</name>
    <message>
        <source>Builds one firmware configuration through firmware/CMakeLists.txt and writes DIR/manifest.json.</source>
        <translation>通过 firmware/CMakeLists.txt 构建一个固件配置，并写出 DIR/manifest.json。</translation>
    </message>
    <message>
        <source>Board: qemu, gd32f103 or host.</source>
        <translation>开发板：qemu、gd32f103 或 host。</translation>
    </message>
    <message>
        <source>Kernel: baremetal, posix, freertos ...</source>
        <translation>内核：baremetal、posix、freertos 等。</translation>
    </message>
    <message>
        <source>Optimisation flag, e.g. -Os.</source>
        <translation>优化级别选项，例如 -Os。</translation>
    </message>
    <message>
        <source>Extra compiler flags.</source>
        <translation>额外的编译选项。</translation>
    </message>
    <message>
        <source>Core clock in Hz (gd32f103: 24, 72 or 108 MHz).</source>
        <translation>主频，单位 Hz（gd32f103：24、72 或 108 MHz）。</translation>
    </message>
    <message>
        <source>Kernel profile: default or minimal.</source>
        <translation>内核配置档：default 或 minimal。</translation>
    </message>
    <message>
        <source>Samples per case.</source>
        <translation>每个测试项的样本数。</translation>
    </message>
    <message>
        <source>Warm-up iterations per case.</source>
        <translation>每个测试项的预热迭代次数。</translation>
    </message>
    <message>
        <source>Build directory.</source>
        <translation>构建目录。</translation>
    </message>
    <message>
        <source>error: build-firmware needs --board, --kernel and --out</source>
        <translation>错误：build-firmware 需要 --board、--kernel 和 --out</translation>
    </message>
    <message>
        <source>building %1 into %2</source>
        <translation>正在构建 %1，输出到 %2</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Build one firmware configuration</source>
        <translation>构建一个固件配置</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% 置信区间</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p（Holm 校正）</translation>
    </message>
    <message>
        <source>Shift A-B</source>
        <translation>偏移 A-B</translation>
    </message>
    <message>
        <source>P(A&gt;B)</source>
        <translation>P(A&gt;B)</translation>
    </message>
    <message>
        <source>Confounds: none besides %1.</source>
        <translation>混杂因素：除 %1 外没有其他变化的条件。</translation>
    </message>
    <message>
        <source>Confounds (vary besides %1):</source>
        <translation>混杂因素（除 %1 外还有变化的条件）：</translation>
    </message>
    <message>
        <source>Traps: none fired.</source>
        <translation>测量陷阱：未触发。</translation>
    </message>
    <message>
        <source>Traps:</source>
        <translation>测量陷阱：</translation>
    </message>
    <message>
        <source>Compares stored runs: summaries, pairwise tests, confounds and measurement traps.</source>
        <translation>比较已存储的运行记录：汇总统计、成对检验、混杂因素和测量陷阱。</translation>
    </message>
    <message>
        <source>Run ids, e.g. 1,2,5-7.</source>
        <translation>运行 ID，例如 1,2,5-7。</translation>
    </message>
    <message>
        <source>Only this metric (default: every metric).</source>
        <translation>仅此指标（默认：所有指标）。</translation>
    </message>
    <message>
        <source>Output format: table or json.</source>
        <translation>输出格式：table 或 json。</translation>
    </message>
    <message>
        <source>error: unknown format &apos;%1&apos; (table or json)</source>
        <translation>错误：未知格式“%1”（table 或 json）</translation>
    </message>
    <message>
        <source>error: compare needs --runs IDS</source>
        <translation>错误：compare 需要 --runs IDS</translation>
    </message>
    <message>
        <source>error: bad run list &apos;%1&apos; (e.g. 1,2,5-7)</source>
        <translation>错误：无效的运行列表“%1”（例如 1,2,5-7）</translation>
    </message>
    <message>
        <source>error: unknown condition &apos;%1&apos; (one of %2, kernel_config.KEY, extra.KEY)</source>
        <translation>错误：未知条件“%1”（应为 %2、kernel_config.KEY 或 extra.KEY 之一）</translation>
    </message>
    <message>
        <source>error: no run %1%2</source>
        <translation>错误：运行 %1 不存在%2</translation>
    </message>
    <message>
        <source>error: the runs have no case &apos;%1&apos;</source>
        <translation>错误：这些运行记录中没有测试项“%1”</translation>
    </message>
    <message>
        <source>Compare runs: pairwise tests, confounds, trap warnings</source>
        <translation>比较运行记录：成对检验、混杂因素、陷阱警告</translation>
    </message>
    <message>
        <source>Runs to export: ids (1,3,5-9) or all.</source>
        <translation>要导出的运行记录：ID（1,3,5-9）或 all。</translation>
    </message>
    <message>
        <source>csv or json.</source>
        <translation>csv 或 json。</translation>
    </message>
    <message>
        <source>CSV: one row per sample instead of one per case.</source>
        <translation>CSV：每个样本一行，而不是每个测试项一行。</translation>
    </message>
    <message>
        <source>CSV: no UTF-8 byte order mark (default: with, for Excel).</source>
        <translation>CSV：不写入 UTF-8 字节顺序标记（默认写入，便于 Excel 识别）。</translation>
    </message>
    <message>
        <source>Output file (- for stdout).</source>
        <translation>输出文件（- 表示标准输出）。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] export --runs IDS|all --format csv|json [--samples] [--no-bom] --out FILE</source>
        <translation>用法：rtosbench-cli [--db PATH] export --runs IDS|all --format csv|json [--samples] [--no-bom] --out FILE</translation>
    </message>
    <message>
        <source>error: unknown format &apos;%1&apos; (csv or json)</source>
        <translation>错误：未知格式“%1”（csv 或 json）</translation>
    </message>
    <message>
        <source>note: JSON exports always contain the raw samples</source>
        <translation>提示：JSON 导出始终包含原始样本</translation>
    </message>
    <message>
        <source>error: cannot write to stdout</source>
        <translation>错误：无法写入标准输出</translation>
    </message>
    <message>
        <source>error: cannot write %1: %2</source>
        <translation>错误：无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export runs (--runs IDS|all --format csv|json [--samples] --out FILE).</source>
        <translation>导出运行记录（--runs IDS|all --format csv|json [--samples] --out FILE）。</translation>
    </message>
    <message>
        <source>Programs, verifies and resets a GD32F103 through OpenOCD.</source>
        <translation>通过 OpenOCD 对 GD32F103 进行烧录、校验和复位。</translation>
    </message>
    <message>
        <source>Probe: cmsis-dap, stlink, jlink or an interface .cfg.</source>
        <translation>调试探针：cmsis-dap、stlink、jlink 或接口 .cfg 文件。</translation>
    </message>
    <message>
        <source>OpenOCD program.</source>
        <translation>OpenOCD 程序。</translation>
    </message>
    <message>
        <source>OpenOCD target configuration.</source>
        <translation>OpenOCD 目标配置。</translation>
    </message>
    <message>
        <source>Print OpenOCD&apos;s output.</source>
        <translation>打印 OpenOCD 的输出。</translation>
    </message>
    <message>
        <source>The ELF to program.</source>
        <translation>要烧录的 ELF 文件。</translation>
    </message>
    <message>
        <source>error: flash needs exactly one FIRMWARE.elf</source>
        <translation>错误：flash 需要且仅需要一个 FIRMWARE.elf</translation>
    </message>
    <message>
        <source>Flash a firmware into a GD32F103 through OpenOCD</source>
        <translation>通过 OpenOCD 将固件烧录到 GD32F103</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import FILE.json</source>
        <translation>用法：rtosbench-cli [--db PATH] import FILE.json</translation>
    </message>
    <message>
        <source>error: cannot read %1: %2</source>
        <translation>错误：无法读取 %1：%2</translation>
    </message>
    <message>
        <source>error: cannot import %1: %2</source>
        <translation>错误：无法导入 %1：%2</translation>
    </message>
    <message>
        <source>Import runs from a JSON export (FILE.json).</source>
        <translation>从 JSON 导出文件（FILE.json）导入运行记录。</translation>
    </message>
    <message>
        <source>Board the capture must come from.</source>
        <translation>采集数据必须来自的开发板。</translation>
    </message>
    <message>
        <source>MCU the firmware must report.</source>
        <translation>固件必须报告的 MCU。</translation>
    </message>
    <message>
        <source>Compiler (e.g. gcc).</source>
        <translation>编译器（例如 gcc）。</translation>
    </message>
    <message>
        <source>Compiler version (prefix, e.g. 12.2.1).</source>
        <translation>编译器版本（前缀，例如 12.2.1）。</translation>
    </message>
    <message>
        <source>Optimisation flag (e.g. -Os).</source>
        <translation>优化级别选项（例如 -Os）。</translation>
    </message>
    <message>
        <source>The exact compiler flags.</source>
        <translation>确切的编译选项。</translation>
    </message>
    <message>
        <source>Kernel id (e.g. freertos).</source>
        <translation>内核 ID（例如 freertos）。</translation>
    </message>
    <message>
        <source>Kernel version.</source>
        <translation>内核版本。</translation>
    </message>
    <message>
        <source>Kernel profile (e.g. minimal).</source>
        <translation>内核配置档（例如 minimal）。</translation>
    </message>
    <message>
        <source>Timing method (dwt, systick, ...).</source>
        <translation>计时方法（dwt、systick 等）。</translation>
    </message>
    <message>
        <source>Core clock in Hz the firmware must report.</source>
        <translation>固件必须报告的主频（Hz）。</translation>
    </message>
    <message>
        <source>Flash wait states the firmware must report.</source>
        <translation>固件必须报告的 Flash 等待周期。</translation>
    </message>
    <message>
        <source>Tag the run (repeatable).</source>
        <translation>为运行添加标签（可重复指定）。</translation>
    </message>
    <message>
        <source>Experiment name to file the run under.</source>
        <translation>运行所归入的实验名称。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import-log FILE|- [--expect-opt FLAG] [--expect-board ID] [--expect-clock-hz HZ] [--expect-* ...] [--tag TAG]</source>
        <translation>用法：rtosbench-cli [--db PATH] import-log FILE|- [--expect-opt FLAG] [--expect-board ID] [--expect-clock-hz HZ] [--expect-* ...] [--tag TAG]</translation>
    </message>
    <message>
        <source>error: --%1 needs a non-negative integer, not &apos;%2&apos;</source>
        <translation>错误：--%1 需要非负整数，而不是“%2”</translation>
    </message>
    <message>
        <source>Imported from a capture on standard input.</source>
        <translation>从标准输入的采集数据导入。</translation>
    </message>
    <message>
        <source>Imported from the capture %1 (times are the file&apos;s modification time).</source>
        <translation>从采集数据文件 %1 导入（时间为该文件的修改时间）。</translation>
    </message>
    <message>
        <source>error: the run could not be stored: %1</source>
        <translation>错误：无法存储该运行：%1</translation>
    </message>
    <message>
        <source>run %1 stored as %2: %3</source>
        <translation>运行 %1 已存储为 %2：%3</translation>
    </message>
    <message>
        <source>Store a raw firmware capture as a run (damaged: kept, non-zero exit).</source>
        <translation>将固件的原始采集数据存储为一次运行（数据损坏时仍会保留，并以非零状态退出）。</translation>
    </message>
    <message>
        <source>Language of the texts: zh_CN or en.</source>
        <translation>文本语言：zh_CN 或 en。</translation>
    </message>
    <message>
        <source>What to observe:</source>
        <translation>观察要点：</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>思考题：</translation>
    </message>
    <message>
        <source>Lists the guided lab experiments.</source>
        <translation>列出引导式教学实验。</translation>
    </message>
    <message>
        <source>Output format: table, csv or json.</source>
        <translation>输出格式：table、csv 或 json。</translation>
    </message>
    <message>
        <source>error: unknown format &quot;%1&quot;</source>
        <translation>错误：未知格式“%1”</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>教学实验</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>开发板</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Needs kernel tree</source>
        <translation>需要内核源码树</translation>
    </message>
    <message>
        <source>error: give exactly one lab ID (see &quot;lab list&quot;)</source>
        <translation>错误：请指定且仅指定一个教学实验 ID（参见“lab list”）</translation>
    </message>
    <message>
        <source>error: no lab &quot;%1&quot; (see &quot;lab list&quot;)</source>
        <translation>错误：不存在教学实验“%1”（参见“lab list”）</translation>
    </message>
    <message>
        <source>Shows a lab: explanation, what to observe, questions and its experiment.</source>
        <translation>显示一个教学实验：讲解、观察要点、思考题及其实验。</translation>
    </message>
    <message>
        <source>The lab (see &quot;lab list&quot;).</source>
        <translation>教学实验（参见“lab list”）。</translation>
    </message>
    <message>
        <source>Metrics shown: %1</source>
        <translation>显示的指标：%1</translation>
    </message>
    <message>
        <source>Needs a kernel tree: %1 (--kernel-dir KERNEL=DIR)</source>
        <translation>需要内核源码树：%1（--kernel-dir KERNEL=DIR）</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>实验：</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Cold</source>
        <translation>冷启动</translation>
    </message>
    <message>
        <source>Results (corrected: raw - overhead):</source>
        <translation>结果（已校正：原始值 - 开销）：</translation>
    </message>
    <message>
        <source>Runs a lab&apos;s experiment on the virtual board or this computer, stores the runs and shows what to observe. A lab that needs a kernel tree it was not given is skipped (exit code 3).</source>
        <translation>在虚拟开发板或本机上运行教学实验中的实验，存储运行记录并显示观察要点。需要内核源码树但未提供的教学实验将被跳过（退出码 3）。</translation>
    </message>
    <message>
        <source>Kernel source tree, as KERNEL=DIR (repeatable).</source>
        <translation>内核源码树，格式为 KERNEL=DIR（可重复指定）。</translation>
    </message>
    <message>
        <source>QEMU program.</source>
        <translation>QEMU 程序。</translation>
    </message>
    <message>
        <source>Seconds one board run may take.</source>
        <translation>开发板单次运行的最长时间（秒）。</translation>
    </message>
    <message>
        <source>Print only the result lines.</source>
        <translation>仅打印结果行。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] log RUN_ID</source>
        <translation>用法：rtosbench-cli [--db PATH] log RUN_ID</translation>
    </message>
    <message>
        <source>error: &apos;%1&apos; is not a run id</source>
        <translation>错误：“%1”不是运行 ID</translation>
    </message>
    <message>
        <source>error: run %1 has no raw capture (it was not captured from a board)</source>
        <translation>错误：运行 %1 没有原始采集数据（它不是从开发板采集的）</translation>
    </message>
    <message>
        <source>error: cannot write the capture to standard output</source>
        <translation>错误：无法将采集数据写入标准输出</translation>
    </message>
    <message>
        <source>Print a run&apos;s raw capture, byte for byte.</source>
        <translation>逐字节打印运行的原始采集数据。</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>Ranks by %1 (metric %2, %3; rank 1 = fastest median; ties share the better rank)</source>
        <translation>按 %1 排名（指标 %2，单位 %3；排名 1 = 中位数最快；并列者取较好的名次）</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Rank 95%</source>
        <translation>排名 95% 置信区间</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Kendall tau-b %1 -&gt; %2: %3 (%4 common kernels)</source>
        <translation>Kendall tau-b %1 -&gt; %2：%3（%4 个共同内核）</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>未定义</translation>
    </message>
    <message>
        <source>Flips: none.</source>
        <translation>排名翻转：无。</translation>
    </message>
    <message>
        <source>Flip %1 / %2 between %3 and %4: %5 (%6)</source>
        <translation>%1 / %2 在 %3 与 %4 之间排名翻转：%5（%6）</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>not significant</source>
        <translation>不显著</translation>
    </message>
    <message>
        <source>Confounds (vary besides kernel and %1):</source>
        <translation>混杂因素（除内核和 %1 外还有变化的条件）：</translation>
    </message>
    <message>
        <source>Ranks kernels by median within each value of a condition and shows how the ranking shifts.</source>
        <translation>在条件的每个取值下按中位数对内核排名，并显示排名如何变化。</translation>
    </message>
    <message>
        <source>The condition that varies, e.g. clock_hz, opt_level.</source>
        <translation>变化的条件，例如 clock_hz、opt_level。</translation>
    </message>
    <message>
        <source>Only values in this unit (default: the most common unit of the selection).</source>
        <translation>仅使用该单位的值（默认：所选数据中最常见的单位）。</translation>
    </message>
    <message>
        <source>Run ids, e.g. 1,2,5-7 (default: all runs).</source>
        <translation>运行 ID，例如 1,2,5-7（默认：所有运行）。</translation>
    </message>
    <message>
        <source>Use the published reference data.</source>
        <translation>使用已发表的参考数据。</translation>
    </message>
    <message>
        <source>Bootstrap iterations (default 1000).</source>
        <translation>自助法（bootstrap）迭代次数（默认 1000）。</translation>
    </message>
    <message>
        <source>Bootstrap seed (default 1).</source>
        <translation>自助法（bootstrap）随机种子（默认 1）。</translation>
    </message>
    <message>
        <source>error: ranks needs --by CONDITION (one of %1, kernel_config.KEY, extra.KEY)</source>
        <translation>错误：ranks 需要 --by CONDITION（%1、kernel_config.KEY 或 extra.KEY 之一）</translation>
    </message>
    <message>
        <source>error: --runs and --reference exclude each other</source>
        <translation>错误：--runs 与 --reference 不能同时使用</translation>
    </message>
    <message>
        <source>error: --bootstrap needs 0..1000000 and --seed an unsigned integer</source>
        <translation>错误：--bootstrap 需要 0..1000000 之间的值，--seed 需要无符号整数</translation>
    </message>
    <message>
        <source>error: no run %1</source>
        <translation>错误：运行 %1 不存在</translation>
    </message>
    <message>
        <source>error: nothing to rank for metric %1%2</source>
        <translation>错误：指标 %1%2 没有可排名的数据</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation>（单位 %1）</translation>
    </message>
    <message>
        <source>Rank kernels per configuration, show rank shifts</source>
        <translation>按配置对内核排名，显示排名变化</translation>
    </message>
    <message>
        <source>Output format: table, csv or json (default: table).</source>
        <translation>输出格式：table、csv 或 json（默认：table）。</translation>
    </message>
    <message>
        <source>error: unexpected argument &apos;%1&apos;</source>
        <translation>错误：意外的参数“%1”</translation>
    </message>
    <message>
        <source>Ref.</source>
        <translation>编号</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Clock (Hz)</source>
        <translation>时钟（Hz）</translation>
    </message>
    <message>
        <source>Opt.</source>
        <translation>优化</translation>
    </message>
    <message>
        <source>MCU</source>
        <translation>MCU</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>CPU 核</translation>
    </message>
    <message>
        <source>Toolchain</source>
        <translation>工具链</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>编译选项</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>计时方法</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>配置档</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>出处</translation>
    </message>
    <message>
        <source>No reference results in %1.</source>
        <translation>%1 中没有参考结果。</translation>
    </message>
    <message>
        <source>List the published reference results (--format table|csv|json).</source>
        <translation>列出已发表的参考结果（--format table|csv|json）。</translation>
    </message>
    <message>
        <source>Writes a PDF report of stored runs: disclosure, conditions, warnings, summaries, plots, pairwise effects, raw-data appendix and reproducibility data.</source>
        <translation>为已存储的运行生成 PDF 报告：披露信息、测量条件、警告、汇总、图表、成对效应、原始数据附录和复现数据。</translation>
    </message>
    <message>
        <source>Run ids, e.g. 1,2,5-7, or all (default: all).</source>
        <translation>运行 ID，例如 1,2,5-7，或 all（默认：all）。</translation>
    </message>
    <message>
        <source>Metrics, comma-separated (default: every metric of the runs).</source>
        <translation>指标，以逗号分隔（默认：这些运行的所有指标）。</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>要写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>Report language: en or zh_CN (default en).</source>
        <translation>报告语言：en 或 zh_CN（默认 en）。</translation>
    </message>
    <message>
        <source>Report title.</source>
        <translation>报告标题。</translation>
    </message>
    <message>
        <source>Add the published reference values of the metrics.</source>
        <translation>添加这些指标的已发表参考值。</translation>
    </message>
    <message>
        <source>error: report needs --out FILE.pdf</source>
        <translation>错误：report 需要 --out FILE.pdf</translation>
    </message>
    <message>
        <source>error: unknown language &apos;%1&apos; (en or zh_CN)</source>
        <translation>错误：未知语言“%1”（en 或 zh_CN）</translation>
    </message>
    <message>
        <source>error: bad run list &apos;%1&apos; (e.g. 1,2,5-7 or all)</source>
        <translation>错误：无效的运行列表“%1”（例如 1,2,5-7 或 all）</translation>
    </message>
    <message>
        <source>wrote %1 (%2 bytes, %3 ms) and %4</source>
        <translation>已写入 %1（%2 字节，%3 ms）和 %4</translation>
    </message>
    <message>
        <source>Write a PDF report of runs (plots, tables)</source>
        <translation>生成运行记录的 PDF 报告（图表、表格）</translation>
    </message>
    <message>
        <source>Runs an experiment: build, flash or start, capture, validate and store every configuration.</source>
        <translation>运行实验：对每个配置依次构建、烧录或启动、采集、校验并存储。</translation>
    </message>
    <message>
        <source>Run on this board instead: qemu, host, gd32f103.</source>
        <translation>改为在此开发板上运行：qemu、host、gd32f103。</translation>
    </message>
    <message>
        <source>Serial port of the GD32F103 (e.g. /dev/ttyUSB0).</source>
        <translation>GD32F103 的串口（例如 /dev/ttyUSB0）。</translation>
    </message>
    <message>
        <source>Baud rate of the serial port.</source>
        <translation>串口波特率。</translation>
    </message>
    <message>
        <source>Debug probe: cmsis-dap, stlink or jlink.</source>
        <translation>调试探针：cmsis-dap、stlink 或 jlink。</translation>
    </message>
    <message>
        <source>Stop at the first failing configuration.</source>
        <translation>在第一个失败的配置处停止。</translation>
    </message>
    <message>
        <source>The experiment definition (JSON).</source>
        <translation>实验定义（JSON）。</translation>
    </message>
    <message>
        <source>error: run needs exactly one EXPERIMENT.json</source>
        <translation>错误：run 需要且仅需要一个 EXPERIMENT.json</translation>
    </message>
    <message>
        <source>Run an experiment (build, flash/start, capture, store)</source>
        <translation>运行实验（构建、烧录/启动、采集、存储）</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>开始时间（UTC）</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>测试项</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Toolchain version</source>
        <translation>工具链版本</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>No runs in %1.</source>
        <translation>%1 中没有运行记录。</translation>
    </message>
    <message>
        <source>List the stored runs (--format table|csv|json).</source>
        <translation>列出已存储的运行记录（--format table|csv|json）。</translation>
    </message>
    <message>
        <source>Output format: table or json (default: table).</source>
        <translation>输出格式：table 或 json（默认：table）。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] stats RUN_ID [--format table|json]</source>
        <translation>用法：rtosbench-cli [--db PATH] stats RUN_ID [--format table|json]</translation>
    </message>
    <message>
        <source>CI low</source>
        <translation>置信区间下限</translation>
    </message>
    <message>
        <source>CI high</source>
        <translation>置信区间上限</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>P1</source>
        <translation>P1</translation>
    </message>
    <message>
        <source>Run %1: %2 %3, %4, corrected samples (raw - overhead)</source>
        <translation>运行 %1：%2 %3，%4，校正后的样本（原始值 - 开销）</translation>
    </message>
    <message>
        <source>Summary statistics of a run&apos;s cases (RUN_ID [--format table|json]).</source>
        <translation>运行中各测试项的汇总统计（RUN_ID [--format table|json]）。</translation>
    </message>
    <message>
        <source>error: cannot open database %1: %2</source>
        <translation>错误：无法打开数据库 %1：%2</translation>
    </message>
    <message>
        <source>rtosbench-cli: measure and compare RTOS kernels, headless.</source>
        <translation>rtosbench-cli：在无图形界面的情况下测量和比较 RTOS 内核。</translation>
    </message>
    <message>
        <source>One of:
%1</source>
        <translation>可用命令：
%1</translation>
    </message>
    <message>
        <source>error: unknown command &apos;%1&apos; (see --help)</source>
        <translation>错误：未知命令“%1”（参见 --help）</translation>
    </message>
    <message>
        <source>build</source>
        <translation>构建</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>烧录</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>store</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>configuration %1: run %2 %3</source>
        <translation>配置 %1：运行 %2 %3</translation>
    </message>
    <message>
        <source>configuration %1 failed: %2</source>
        <translation>配置 %1 失败：%2</translation>
    </message>
    <message>
        <source>%1 configuration(s), %2 run(s) stored [%3], %4 failed</source>
        <translation>%1 个配置，已存储 %2 次运行 [%3]，%4 个失败</translation>
    </message>
    <message>
        <source>Kernel (e.g. zephyr, freertos, &quot;RT-Thread&quot;).</source>
        <translation>内核（例如 zephyr、freertos、&quot;RT-Thread&quot;）。</translation>
    </message>
    <message>
        <source>Kernel version (e.g. 3.7.0).</source>
        <translation>内核版本（例如 3.7.0）。</translation>
    </message>
    <message>
        <source>Kernel configuration profile (free text).</source>
        <translation>内核配置档（自由文本）。</translation>
    </message>
    <message>
        <source>Board the output came from.</source>
        <translation>输出来自的开发板。</translation>
    </message>
    <message>
        <source>MCU (e.g. STM32F401RE).</source>
        <translation>MCU（例如 STM32F401RE）。</translation>
    </message>
    <message>
        <source>CPU core (e.g. cortex-m4).</source>
        <translation>CPU 核心（例如 cortex-m4）。</translation>
    </message>
    <message>
        <source>Compiler (e.g. gcc, &quot;Keil MDK 5 ARMCC&quot;).</source>
        <translation>编译器（例如 gcc、&quot;Keil MDK 5 ARMCC&quot;）。</translation>
    </message>
    <message>
        <source>Compiler version.</source>
        <translation>编译器版本。</translation>
    </message>
    <message>
        <source>Optimisation level (e.g. -Os).</source>
        <translation>优化级别（例如 -Os）。</translation>
    </message>
    <message>
        <source>Timing method (dwt, systick, gpio, free text).</source>
        <translation>计时方法（dwt、systick、gpio 或自由文本）。</translation>
    </message>
    <message>
        <source>Debugger: attached, detached or unknown.</source>
        <translation>调试器：attached、detached 或 unknown。</translation>
    </message>
    <message>
        <source>Core clock in Hz.</source>
        <translation>主频（Hz）。</translation>
    </message>
    <message>
        <source>Flash wait states.</source>
        <translation>Flash 等待周期。</translation>
    </message>
    <message>
        <source>Counts per second of the timer used.</source>
        <translation>所用定时器每秒的计数。</translation>
    </message>
    <message>
        <source>Stores the printed output of another RTOS benchmark suite as a summary-only run with the conditions given here.</source>
        <translation>将其他 RTOS 基准测试套件打印的输出存为仅含汇总值的运行，测量条件取自此处给出的选项。</translation>
    </message>
    <message>
        <source>Suite output format: %1.</source>
        <translation>套件输出格式：%1。</translation>
    </message>
    <message>
        <source>Text added to the run&apos;s notes (e.g. where the output was published).</source>
        <translation>添加到运行备注中的文字（例如输出的发表出处）。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import-suite --format %1 FILE|- [--kernel K] [--kernel-version V] [--board B] [--mcu M] [--clock-hz F] [--compiler C] [--opt O] [--cflags F] [--timing-method T] [--note TEXT] ...</source>
        <translation>用法：rtosbench-cli [--db PATH] import-suite --format %1 FILE|- [--kernel K] [--kernel-version V] [--board B] [--mcu M] [--clock-hz F] [--compiler C] [--opt O] [--cflags F] [--timing-method T] [--note TEXT] ...</translation>
    </message>
    <message>
        <source>error: unknown suite format &apos;%1&apos; (one of %2)</source>
        <translation>错误：未知的套件格式“%1”（可选：%2）</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>错误：%1：%2</translation>
    </message>
    <message>
        <source>Read from standard input.</source>
        <translation>从标准输入读取。</translation>
    </message>
    <message>
        <source>File: %1 (times are the file&apos;s modification time).</source>
        <translation>文件：%1（时间为文件的修改时间）。</translation>
    </message>
    <message>
        <source>Store another suite&apos;s printed results (R-Rhealstone, Zephyr latency_measure, Thread-Metric, rtos-benchmark) as a summary-only run.</source>
        <translation>将其他套件打印的结果（R-Rhealstone、Zephyr latency_measure、Thread-Metric、rtos-benchmark）存为仅含汇总值的运行。</translation>
    </message>
    <message>
        <source>error: unknown format &apos;%1&apos; (%2)</source>
        <translation>错误：未知格式“%1”（%2）</translation>
    </message>
    <message>
        <source>Run %1: %2 %3, %4, source %5: summary only, as the suite printed it (no samples)</source>
        <translation>运行 %1：%2 %3，%4，来源 %5：仅汇总值，按套件打印的原样（无样本）</translation>
    </message>
    <message>
        <source>The kernel&apos;s source tree (default: the kernel registry&apos;s).</source>
        <translation>内核源码树（默认：内核登记表中的源码树）。</translation>
    </message>
    <message>
        <source>Debug adapter speed in kHz.</source>
        <translation>调试适配器速度（kHz）。</translation>
    </message>
    <message>
        <source>Debug transport (default: swd, hla_swd for ST-Link).</source>
        <translation>调试传输方式（默认 swd，ST-Link 为 hla_swd）。</translation>
    </message>
    <message>
        <source>Expected CPU TAP id (default 0: not checked).</source>
        <translation>期望的 CPU TAP ID（默认 0：不检查）。</translation>
    </message>
    <message>
        <source>An rtosbench JSON export (all runs or none are stored).</source>
        <translation>一个 rtosbench JSON 导出文件（全部运行存储或全部不存储）。</translation>
    </message>
    <message>
        <source>A raw firmware capture (protocol v1), or - for stdin.</source>
        <translation>原始固件采集（协议 v1），或用 - 表示标准输入。</translation>
    </message>
    <message>
        <source>error: %1 is empty: there is no capture to import</source>
        <translation>错误：%1 为空：没有可导入的采集</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>Run %1 of the %2 runs in that capture.</source>
        <translation>该采集中 %2 个运行的第 %1 个。</translation>
    </message>
    <message>
        <source>the capture holds %1 runs (the firmware started again): stored as runs %2</source>
        <translation>该采集包含 %1 个运行（固件重新启动过）：已存储为运行 %2</translation>
    </message>
    <message numerus="yes">
        <source>database %1: schema %2, %n run(s), %3 published numbers</source>
        <translation>
            <numerusform>数据库 %1：结构版本 %2，%n 次运行，%3 条已发表数据</numerusform>
        </translation>
    </message>
    <message>
        <source>Create the database, or upgrade an older one; stores nothing.</source>
        <translation>创建数据库，或升级旧数据库；不存储任何内容。</translation>
    </message>
    <message>
        <source>Kernel cache directory (default: $RTOSBENCH_KERNEL_CACHE, else %1).</source>
        <translation>内核缓存目录（默认：$RTOSBENCH_KERNEL_CACHE，否则为 %1）。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>构建方式</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>许可证</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>仓库</translation>
    </message>
    <message>
        <source>Tested tags</source>
        <translation>已测试标签</translation>
    </message>
    <message>
        <source>Extra trees</source>
        <translation>额外源码树</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>已安装</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>提交号</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1（缺失）</translation>
    </message>
    <message>
        <source>(no tree needed)</source>
        <translation>（无需源码树）</translation>
    </message>
    <message>
        <source>Kernel cache: %1</source>
        <translation>内核缓存：%1</translation>
    </message>
    <message>
        <source>The version to register the tree as.</source>
        <translation>登记该源码树时使用的版本。</translation>
    </message>
    <message>
        <source>error: kernel add needs ID and DIR|ARCHIVE</source>
        <translation>错误：kernel add 需要 ID 和 DIR|ARCHIVE</translation>
    </message>
    <message>
        <source>%1 %2 is already installed: %3</source>
        <translation>%1 %2 已安装：%3</translation>
    </message>
    <message>
        <source>added %1 %2 (%4): %3</source>
        <translation>已添加 %1 %2（%4）：%3</translation>
    </message>
    <message>
        <source>digest %1 (%2 files)</source>
        <translation>摘要 %1（%2 个文件）</translation>
    </message>
    <message>
        <source>note: %1 also needs %2: add them with &quot;kernel add&quot;</source>
        <translation>注意：%1 还需要 %2：请用 &quot;kernel add&quot; 添加</translation>
    </message>
    <message>
        <source>Fetch from DIR/&lt;repository&gt;.git instead of the official repository (default: $RTOSBENCH_KERNEL_MIRROR).</source>
        <translation>从 DIR/&lt;repository&gt;.git 获取，而不是官方仓库（默认：$RTOSBENCH_KERNEL_MIRROR）。</translation>
    </message>
    <message>
        <source>error: kernel fetch needs ID [TAG]</source>
        <translation>错误：kernel fetch 需要 ID [TAG]</translation>
    </message>
    <message>
        <source>fetched %1 %2 (commit %4): %3</source>
        <translation>已获取 %1 %2（提交号 %4）：%3</translation>
    </message>
    <message>
        <source>error: kernel remove needs ID [VERSION]</source>
        <translation>错误：kernel remove 需要 ID [VERSION]</translation>
    </message>
    <message>
        <source>removed %1 %2 from the registry (the directory %3 is kept)</source>
        <translation>已从登记表中删除 %1 %2（目录 %3 保留）</translation>
    </message>
    <message>
        <source>removed %1 %2 and deleted %3</source>
        <translation>已删除 %1 %2 并删除了 %3</translation>
    </message>
    <message>
        <source>Kernel trees: list, add DIR|ARCHIVE, fetch, remove</source>
        <translation>内核源码树：list、add DIR|ARCHIVE、fetch、remove</translation>
    </message>
    <message>
        <source>lab %1 needs a kernel source tree for %2; add one with &quot;rtosbench-cli kernel add %3 DIR|ARCHIVE&quot; or give it with --kernel-dir %3=DIR</source>
        <translation>教学实验 %1 需要 %2 的内核源码树；请用 &quot;rtosbench-cli kernel add %3 DIR|ARCHIVE&quot; 添加，或用 --kernel-dir %3=DIR 指定</translation>
    </message>
    <message>
        <source>The run whose raw capture is written to stdout.</source>
        <translation>其原始采集将写到标准输出的运行。</translation>
    </message>
    <message>
        <source>error: cannot read %1</source>
        <translation>错误：无法读取 %1</translation>
    </message>
    <message>
        <source>error: %1 runs commands of its own, and this file (SHA-256 %2) has not been trusted:</source>
        <translation>错误：%1 会运行其自带的命令，而此文件（SHA-256 %2）尚未被信任：</translation>
    </message>
    <message>
        <source>Review them; run again with --trust to run them (remembered for this exact file content).</source>
        <translation>请检查这些命令；如要运行，请加 --trust 再次执行（针对此确切的文件内容记住该选择）。</translation>
    </message>
    <message>
        <source>trusted %1 (SHA-256 %2)</source>
        <translation>已信任 %1（SHA-256 %2）</translation>
    </message>
    <message>
        <source>Kernel registry to take trees from (default: $RTOSBENCH_KERNEL_CACHE, else ~/.cache/rtosbench/kernels).</source>
        <translation>从中取得源码树的内核登记表（默认：$RTOSBENCH_KERNEL_CACHE，否则为 ~/.cache/rtosbench/kernels）。</translation>
    </message>
    <message>
        <source>Trust the experiment file&apos;s own commands (external builds) and run them; remembered for this exact file content.</source>
        <translation>信任该实验文件自带的命令（外部构建）并运行它们；针对此确切的文件内容记住该选择。</translation>
    </message>
    <message>
        <source>Kernel tree digest</source>
        <translation>内核源码树摘要</translation>
    </message>
    <message>
        <source>Kernel tree commit</source>
        <translation>内核源码树提交号</translation>
    </message>
    <message>
        <source>The run to summarise.</source>
        <translation>要汇总的运行。</translation>
    </message>
    <message>
        <source> (runs %1)</source>
        <translation>（运行 %1）</translation>
    </message>
    <message>
        <source>Leave out the kernels whose source tree is neither given nor registered, saying how to add each, and run the others.</source>
        <translation>跳过既未给出也未注册内核源码树的内核（并说明如何添加），运行其余内核。</translation>
    </message>
    <message>
        <source>error: no kernel of the experiment has its source tree</source>
        <translation>错误：实验中没有任何内核具备其源码树</translation>
    </message>
    <message>
        <source>Virtual-board configurations run at once, one QEMU each (default: the number of cores). Host and GD32F103 runs are always one at a time.</source>
        <translation>同时运行的虚拟开发板配置数，每个一个 QEMU（默认：CPU 核数）。主机和 GD32F103 运行总是逐个进行。</translation>
    </message>
    <message>
        <source>error: --jobs takes a number of at least 1, got &quot;%1&quot;</source>
        <translation>错误：--jobs 需要不小于 1 的数，得到的是“%1”</translation>
    </message>
    <message>
        <source>Checks a GD32F103 set-up: probe and chip, serial port, then the bare-metal firmware at 72, 24 and 108 MHz (HELLO/COND, clock, cal_known_seq).</source>
        <translation>检查 GD32F103 的配置：探针和芯片、串口，然后是 72、24 和 108 MHz 下的裸机固件（HELLO/COND、时钟、cal_known_seq）。</translation>
    </message>
    <message>
        <source>Serial port of the USB-UART adapter.</source>
        <translation>USB 转串口适配器的串口。</translation>
    </message>
    <message>
        <source>UART baud rate of the check firmware.</source>
        <translation>检查用固件的串口波特率。</translation>
    </message>
    <message>
        <source>error: board check needs --port DEV (the USB-UART adapter, e.g. /dev/ttyUSB0)</source>
        <translation>错误：board check 需要 --port DEV（USB 转串口适配器，例如 /dev/ttyUSB0）</translation>
    </message>
    <message>
        <source>error: --baud must be a positive number</source>
        <translation>错误：--baud 必须是正数</translation>
    </message>
    <message>
        <source>Board check: probe %1, port %2</source>
        <translation>开发板检查：探针 %1，串口 %2</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>解决办法：%1</translation>
    </message>
    <message>
        <source>The set-up works: every check passed.</source>
        <translation>配置可用：所有检查均已通过。</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) failed; skipped checks need the failed ones.</source>
        <translation>
            <numerusform>%n 项检查失败；被跳过的检查依赖于失败的检查。</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli board check --probe PROBE --port DEV [--openocd PATH] [--target CFG] [--adapter-khz KHZ] [--baud N]
GD32F103 set-up (docs/firmware.md, First light).
  check   probe and chip (DP ID, device ID, flash and SRAM size), serial port, then the bare-metal firmware at 72, 24 and 108 MHz: a pass/fail checklist with what to fix; exit 1 when a check fails (board check --help lists its options)</source>
        <translation>用法：rtosbench-cli board check --probe PROBE --port DEV [--openocd PATH] [--target CFG] [--adapter-khz KHZ] [--baud N]
GD32F103 配置（docs/firmware.md，First light）。
  check   探针和芯片（DP ID、器件 ID、Flash 和 SRAM 容量）、串口，然后是 72、24 和 108 MHz 下的裸机固件：给出通过/失败清单及解决办法；有检查失败时退出码为 1（board check --help 列出其选项）</translation>
    </message>
    <message>
        <source>error: board needs a sub-command: check</source>
        <translation>错误：board 需要一个子命令：check</translation>
    </message>
    <message>
        <source>error: unknown board sub-command &apos;%1&apos; (known: check)</source>
        <translation>错误：未知的 board 子命令“%1”（已知：check）</translation>
    </message>
    <message>
        <source>GD32F103 set-up: board check --probe P --port DEV (probe, chip, serial, firmware at 72/24/108 MHz)</source>
        <translation>GD32F103 配置：board check --probe P --port DEV（探针、芯片、串口、72/24/108 MHz 下的固件）</translation>
    </message>
    <message>
        <source>attribution %1: %2 %3 -&gt; %4; cumulative order: %5</source>
        <translation>归因 %1：%2 %3 -&gt; %4；累积顺序：%5</translation>
    </message>
    <message>
        <source>%1 (%2): %3 median %4 -&gt; %5 median %6, total %7 (HL %8, 95 % CI)</source>
        <translation>%1（%2）：%3 中位数 %4 -&gt; %5 中位数 %6，总变化 %7（HL %8，95 % 置信区间）</translation>
    </message>
    <message>
        <source>  one at a time (each from %1):</source>
        <translation>  逐一改变（每项均从 %1 出发）：</translation>
    </message>
    <message>
        <source>sum of single effects</source>
        <translation>单项效应之和</translation>
    </message>
    <message>
        <source>interaction</source>
        <translation>交互作用</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>  cumulative path (median after each step):</source>
        <translation>  累积路径（每一步之后的中位数）：</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>Which kernel option costs what: runs two profiles, every single option change and one cumulative path, and attributes the change of each metric&apos;s median.</source>
        <translation>哪个内核选项代价多少：运行两个内核配置档、每一个单选项改变以及一条累积路径，并将每个指标中位数的变化归因到各选项。</translation>
    </message>
    <message>
        <source>The kernel (freertos, threadx).</source>
        <translation>内核（freertos、threadx）。</translation>
    </message>
    <message>
        <source>The start profile.</source>
        <translation>起点内核配置档。</translation>
    </message>
    <message>
        <source>The end profile.</source>
        <translation>终点内核配置档。</translation>
    </message>
    <message>
        <source>Metrics to attribute, comma-separated (default: every one).</source>
        <translation>要归因的指标，以逗号分隔（默认：全部）。</translation>
    </message>
    <message>
        <source>The board: qemu or gd32f103.</source>
        <translation>开发板：qemu 或 gd32f103。</translation>
    </message>
    <message>
        <source>Virtual-board configurations run at once.</source>
        <translation>同时运行的虚拟开发板配置数。</translation>
    </message>
    <message>
        <source>Optimisation level.</source>
        <translation>优化级别。</translation>
    </message>
    <message>
        <source>The kernel&apos;s source tree.</source>
        <translation>内核源码树。</translation>
    </message>
    <message>
        <source>Kernel registry to take the tree from.</source>
        <translation>从中获取源码树的内核注册表。</translation>
    </message>
    <message>
        <source>table, json or tsv.</source>
        <translation>table、json 或 tsv。</translation>
    </message>
    <message>
        <source>Print only the result.</source>
        <translation>只输出结果。</translation>
    </message>
    <message>
        <source>Serial port of the GD32F103.</source>
        <translation>GD32F103 的串口。</translation>
    </message>
    <message>
        <source>error: attribute needs --kernel ID</source>
        <translation>错误：attribute 需要 --kernel ID</translation>
    </message>
    <message>
        <source>error: unknown --format &quot;%1&quot; (table, json or tsv)</source>
        <translation>错误：未知的 --format “%1”（table、json 或 tsv）</translation>
    </message>
    <message>
        <source>error: --jobs and --iterations take a number of at least 1, --warmup one of at least 0</source>
        <translation>错误：--jobs 和 --iterations 需要至少为 1 的数，--warmup 需要至少为 0 的数</translation>
    </message>
    <message>
        <source>%1: %2 configurations (%3 options: %4)</source>
        <translation>%1：%2 个配置（%3 个选项：%4）</translation>
    </message>
    <message>
        <source>error: %1 was not stored</source>
        <translation>错误：%1 未被存储</translation>
    </message>
    <message>
        <source>error: cannot load run %1: %2</source>
        <translation>错误：无法加载运行 %1：%2</translation>
    </message>
    <message>
        <source>Which kernel option costs what: a one-option-at-a-time attribution</source>
        <translation>哪个内核选项代价多少：逐一改变选项的归因</translation>
    </message>
    <message>
        <source>Kernel-only</source>
        <translation>仅内核</translation>
    </message>
    <message>
        <source>Kernel-only: median kernel-layer instructions of the traced windows, emulated instruction count, attributed by trace (rtosbench-cli explain)</source>
        <translation>仅内核：已跟踪窗口中内核层指令数的中位数，模拟指令计数，由执行跟踪归因（rtosbench-cli explain）</translation>
    </message>
    <message>
        <source>Source database: a file or postgresql:// URL.</source>
        <translation>源数据库：文件或 postgresql:// URL。</translation>
    </message>
    <message>
        <source>Destination database (created or upgraded if needed).</source>
        <translation>目标数据库（必要时创建或升级）。</translation>
    </message>
    <message>
        <source>Runs to copy: ids of the source (1,3,5-9) or all.</source>
        <translation>要复制的运行：源数据库中的编号（1,3,5-9）或 all。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli db copy --from SRC --to DST [--runs IDS|all]</source>
        <translation>用法：rtosbench-cli db copy --from SRC --to DST [--runs IDS|all]</translation>
    </message>
    <message>
        <source>error: the source and the destination are the same database</source>
        <translation>错误：源数据库与目标数据库是同一个数据库</translation>
    </message>
    <message>
        <source>error: db copy: %1</source>
        <translation>错误：db copy：%1</translation>
    </message>
    <message>
        <source>copied %1 run(s) to %2; %3 already there</source>
        <translation>已复制 %1 个运行到 %2；%3 个已存在</translation>
    </message>
    <message>
        <source>copy --from SRC --to DST [--runs IDS|all]: copy runs with their samples, raw logs and conditions; a run already in DST (same identity) is not copied again.</source>
        <translation>copy --from SRC --to DST [--runs IDS|all]：复制运行及其样本、原始日志和条件；DST 中已有的运行（同一标识）不会再次复制。</translation>
    </message>
    <message>
        <source>Database tools: db copy --from SRC --to DST copies runs between databases.</source>
        <translation>数据库工具：db copy --from SRC --to DST 在数据库之间复制运行。</translation>
    </message>
    <message>
        <source>Run %1, %2: emulated instruction count, attributed by trace (%3 window(s), each equal to its raw sample)</source>
        <translation>运行 %1，%2：模拟指令计数，由执行跟踪归因（%3 个窗口，每个都等于其原始样本）</translation>
    </message>
    <message>
        <source>The ELF has no debug information: functions are attributed from its symbol table, every layer is &quot;unknown&quot;.</source>
        <translation>该 ELF 没有调试信息：函数按其符号表归因，所有层均为“未知”。</translation>
    </message>
    <message>
        <source>Window %1: %2 instructions (raw sample %3)</source>
        <translation>窗口 %1：%2 条指令（原始样本 %3）</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>指令数</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用次数</translation>
    </message>
    <message>
        <source>Spread across the windows</source>
        <translation>各窗口间的分布</translation>
    </message>
    <message>
        <source>%1 instructions traced in %2 s</source>
        <translation>%2 秒内跟踪了 %1 条指令</translation>
    </message>
    <message>
        <source>How many measured windows to trace (default 5).</source>
        <translation>要跟踪的测量窗口数（默认 5）。</translation>
    </message>
    <message>
        <source>The run&apos;s firmware ELF (default: found in the firmware build cache by its SHA-256).</source>
        <translation>该运行的固件 ELF（默认：按其 SHA-256 在固件构建缓存中查找）。</translation>
    </message>
    <message>
        <source>Do not store the attribution with the run (default: stored, shown by stats).</source>
        <translation>不把归因结果与运行一起存储（默认：存储，并由 stats 显示）。</translation>
    </message>
    <message>
        <source>The run to explain.</source>
        <translation>要解释的运行。</translation>
    </message>
    <message>
        <source>The metric (case) to explain.</source>
        <translation>要解释的指标（测试项）。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] explain RUN_ID METRIC [--windows N] [--format table|json] [--elf PATH] [--no-store]</source>
        <translation>用法：rtosbench-cli [--db PATH] explain RUN_ID METRIC [--windows N] [--format table|json] [--elf PATH] [--no-store]</translation>
    </message>
    <message>
        <source>error: --windows must be a number from 1 to 10000</source>
        <translation>错误：--windows 必须是 1 到 10000 之间的数</translation>
    </message>
    <message>
        <source>Where the instructions of a virtual-board window go: trace and attribute a run&apos;s metric (RUN_ID METRIC [--windows N] [--format table|json]).</source>
        <translation>虚拟开发板窗口中的指令去了哪里：跟踪并归因某次运行的指标（RUN_ID METRIC [--windows N] [--format table|json]）。</translation>
    </message>
    <message>
        <source>samplerate %1 Hz, %2 samples</source>
        <translation>采样率 %1 Hz，%2 个样本</translation>
    </message>
    <message numerus="yes">
        <source>channel %1 %2: %n edge(s)</source>
        <translation>
            <numerusform>通道 %1 %2：%n 个边沿</numerusform>
        </translation>
    </message>
    <message>
        <source>compared with run %1 %2 (%3): %4 window(s), %5 leading (cold, warm-up) skipped, %6 flagged skipped</source>
        <translation>与运行 %1 的 %2（%3）比较：%4 个窗口，跳过开头 %5 个（冷样本、预热），跳过 %6 个已标记窗口</translation>
    </message>
    <message>
        <source>analyser - stamped: median %1 ns, max |difference| %2 ns; %3 window(s) differ by more than one sample period (%4 ns)</source>
        <translation>逻辑分析仪 - 时间戳：中位数 %1 ns，最大 |差值| %2 ns；%3 个窗口相差超过一个采样周期（%4 ns）</translation>
    </message>
    <message>
        <source>Stores the windows a logic analyser saw on one channel (a sigrok session, .sr) as a run with timing method gpio-analyser.</source>
        <translation>将逻辑分析仪在一个通道上看到的窗口（sigrok 会话 .sr）保存为一次计时方法为 gpio-analyser 的运行。</translation>
    </message>
    <message>
        <source>The channel wired to the marker pin: its name or 0-based index.</source>
        <translation>连接到标记引脚的通道：名称或从 0 开始的索引。</translation>
    </message>
    <message>
        <source>Metric id of the windows (default gpio_window; with --run, the case of that run).</source>
        <translation>这些窗口的指标 ID（默认 gpio_window；使用 --run 时为该运行的测试项）。</translation>
    </message>
    <message>
        <source>rising-falling (pin high inside a window, the default) or toggle (every edge is a stamp).</source>
        <translation>rising-falling（窗口内引脚为高，默认）或 toggle（每个边沿都是一个时间戳）。</translation>
    </message>
    <message>
        <source>A level shorter than N sample periods is a glitch: the windows it touches are flagged (default 0: off).</source>
        <translation>短于 N 个采样周期的电平是毛刺：它涉及的窗口会被标记（默认 0：关闭）。</translation>
    </message>
    <message>
        <source>The run whose firmware stamped and toggled the same windows: its conditions, its cal_gpio_toggle, and a window-by-window comparison.</source>
        <translation>其固件对同一批窗口既打时间戳又翻转引脚的运行：使用其条件、其 cal_gpio_toggle，并逐窗口比较。</translation>
    </message>
    <message>
        <source>Toggle cost to subtract, in ns.</source>
        <translation>要减去的翻转开销，单位 ns。</translation>
    </message>
    <message>
        <source>Toggle cost to subtract, in core cycles (needs --clock-hz or --run).</source>
        <translation>要减去的翻转开销，单位为内核周期（需要 --clock-hz 或 --run）。</translation>
    </message>
    <message>
        <source>Core clock of the board in Hz.</source>
        <translation>开发板的内核时钟，单位 Hz。</translation>
    </message>
    <message>
        <source>Kernel measured.</source>
        <translation>被测内核。</translation>
    </message>
    <message>
        <source>Board measured.</source>
        <translation>被测开发板。</translation>
    </message>
    <message>
        <source>Only print the capture&apos;s channels and their edge counts; store nothing.</source>
        <translation>只打印采集的通道及其边沿数；不保存任何内容。</translation>
    </message>
    <message>
        <source>Text added to the run&apos;s notes.</source>
        <translation>添加到运行备注中的文字。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import-analyser FILE.sr --channel NAME|INDEX [--metric M] [--pairing rising-falling|toggle] [--run RUN_ID] [--toggle-ns N | --toggle-cycles N] ...</source>
        <translation>用法：rtosbench-cli [--db PATH] import-analyser FILE.sr --channel NAME|INDEX [--metric M] [--pairing rising-falling|toggle] [--run RUN_ID] [--toggle-ns N | --toggle-cycles N] ...</translation>
    </message>
    <message>
        <source>error: --pairing is rising-falling or toggle, not &apos;%1&apos;</source>
        <translation>错误：--pairing 只能是 rising-falling 或 toggle，而不是“%1”</translation>
    </message>
    <message>
        <source>error: give the toggle cost once: --toggle-ns or --toggle-cycles</source>
        <translation>错误：翻转开销只能给一次：--toggle-ns 或 --toggle-cycles</translation>
    </message>
    <message>
        <source>error: %1 has no logic channel &apos;%2&apos; (channels: %3)</source>
        <translation>错误：%1 没有逻辑通道“%2”（通道：%3）</translation>
    </message>
    <message>
        <source>error: --run needs --metric: the case of run %1 whose windows the pin marked</source>
        <translation>错误：--run 需要 --metric：运行 %1 中由引脚标记窗口的测试项</translation>
    </message>
    <message>
        <source>given with --toggle-ns</source>
        <translation>由 --toggle-ns 给出</translation>
    </message>
    <message>
        <source>error: --toggle-cycles needs the clock: --clock-hz or --run</source>
        <translation>错误：--toggle-cycles 需要时钟：--clock-hz 或 --run</translation>
    </message>
    <message>
        <source>%1 cycles at %2 Hz, given with --toggle-cycles</source>
        <translation>%2 Hz 下 %1 个周期，由 --toggle-cycles 给出</translation>
    </message>
    <message>
        <source>warning: nothing subtracted: %1</source>
        <translation>警告：未减去任何开销：%1</translation>
    </message>
    <message>
        <source>warning: no toggle cost subtracted: %1</source>
        <translation>警告：未减去翻转开销：%1</translation>
    </message>
    <message>
        <source>error: run %1 has no case %2</source>
        <translation>错误：运行 %1 没有测试项 %2</translation>
    </message>
    <message>
        <source>The windows of run %1&apos;s case %2 (%3): analyser - stamped median %4 ns over %5 window(s).</source>
        <translation>运行 %1 的测试项 %2（%3）的窗口：逻辑分析仪 - 时间戳的中位数为 %4 ns，共 %5 个窗口。</translation>
    </message>
    <message>
        <source>Trap 6: %1</source>
        <translation>测量陷阱 6：%1</translation>
    </message>
    <message>
        <source>%1: %2 window(s) on channel %3 at %4 samples/s, %5 flagged</source>
        <translation>%1：通道 %3 上 %2 个窗口，%4 样本/秒，%5 个已标记</translation>
    </message>
    <message>
        <source>warning: trap 6 (%1): %2</source>
        <translation>警告：测量陷阱 6（%1）：%2</translation>
    </message>
    <message>
        <source>Store a logic-analyser capture (sigrok .sr session) of a GPIO marker pin as a run.</source>
        <translation>将 GPIO 标记引脚的逻辑分析仪采集（sigrok .sr 会话）保存为一次运行。</translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli kernel list|add|fetch|remove|options [options]
Kernel trees: the catalogue and the installed trees (docs/kernels.md).
  list                 the catalogue and the installed trees (--format table|csv|json)
  add ID DIR|ARCHIVE   register a directory, or unpack an archive into the cache (--version V)
  fetch ID [TAG]       shallow git clone of a tested tag; the commit must be the catalogue&apos;s (--mirror DIR|URL)
  remove ID [VERSION]  unregister (and delete a tree in the cache)
  options ID           the keys of its &quot;kernel_config&quot; (--format table|json)
Every sub-command takes --cache DIR (default: $RTOSBENCH_KERNEL_CACHE, else ~/.cache/rtosbench/kernels).
</source>
        <translation>用法：rtosbench-cli kernel list|add|fetch|remove|options [选项]
内核源码树：目录与已安装的源码树（docs/kernels.md）。
  list                 目录与已安装的源码树（--format table|csv|json）
  add ID DIR|ARCHIVE   注册一个目录，或将压缩包解压到缓存（--version V）
  fetch ID [TAG]       浅克隆一个经过测试的标签；提交必须与目录中的一致（--mirror DIR|URL）
  remove ID [VERSION]  取消注册（并删除缓存中的源码树）
  options ID           其“kernel_config”的键（--format table|json）
所有子命令都接受 --cache DIR（默认：$RTOSBENCH_KERNEL_CACHE，否则 ~/.cache/rtosbench/kernels）。
</translation>
    </message>
    <message>
        <source>error: unknown kernel command &quot;%1&quot;: use list, add, fetch, remove or options</source>
        <translation>错误：未知的 kernel 命令“%1”：请使用 list、add、fetch、remove 或 options</translation>
    </message>
    <message>
        <source>The configuration keys a kernel accepts in an experiment&apos;s &quot;kernel_config&quot;.</source>
        <translation>内核在实验的“kernel_config”中接受的配置键。</translation>
    </message>
    <message>
        <source>table or json.</source>
        <translation>table 或 json。</translation>
    </message>
    <message>
        <source>The kernel id (freertos, threadx).</source>
        <translation>内核 ID（freertos、threadx）。</translation>
    </message>
    <message>
        <source>error: kernel options needs exactly one kernel id</source>
        <translation>错误：kernel options 需要且只需要一个内核 ID</translation>
    </message>
    <message>
        <source>error: unknown kernel &quot;%1&quot;: the known kernels are %2</source>
        <translation>错误：未知的内核“%1”：已知的内核有 %2</translation>
    </message>
    <message>
        <source>error: %1 declares no configuration options</source>
        <translation>错误：%1 没有声明配置选项</translation>
    </message>
    <message>
        <source>error: unknown --format &quot;%1&quot; (table or json)</source>
        <translation>错误：未知的 --format “%1”（table 或 json）</translation>
    </message>
    <message>
        <source>%1 options (%2); &quot;kernel_config&quot;: {&quot;KEY&quot;: value}</source>
        <translation>%1 的选项（%2）；&quot;kernel_config&quot;: {&quot;KEY&quot;: value}</translation>
    </message>
    <message>
        <source>This lab&apos;s trap: #%1 %2</source>
        <translation>本教学实验的测量陷阱：#%1 %2</translation>
    </message>
    <message>
        <source>run %1 (%2): quiet</source>
        <translation>运行 %1（%2）：未出现</translation>
    </message>
    <message>
        <source>run %1 (%2): fired</source>
        <translation>运行 %1（%2）：已出现</translation>
    </message>
    <message>
        <source>Other traps and notes:</source>
        <translation>其他测量陷阱与提示：</translation>
    </message>
    <message>
        <source>runs %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>Raw median</source>
        <translation>原始中位数</translation>
    </message>
    <message>
        <source>Kernel-only: median raw instructions of the kernel layer, emulated instruction count, attributed by trace (rtosbench-cli explain) over the first measured windows; Median is over corrected samples, Raw median over raw ones</source>
        <translation>仅内核：前几个测量窗口中内核层原始指令数的中位数，模拟指令计数，由执行跟踪归因（rtosbench-cli explain）；中位数基于校正后的样本，原始中位数基于原始样本</translation>
    </message>
    <message>
        <source>Database file, or a shared PostgreSQL database as postgresql://user@host:port/dbname (password from PGPASSWORD or ~/.pgpass) (default: %1).</source>
        <translation>数据库文件，或以 postgresql://user@host:port/dbname 指定的共享 PostgreSQL 数据库（密码取自 PGPASSWORD 或 ~/.pgpass）（默认：%1）。</translation>
    </message>
    <message>
        <source>change between %1 and %2: %3</source>
        <translation>%1 与 %2 之间有变化：%3</translation>
    </message>
    <message>
        <source>%1 changes at %2 (first commit, after %3): %4</source>
        <translation>%1 在 %2 处变化（首个提交，前一个为 %3）：%4</translation>
    </message>
    <message numerus="yes">
        <source>    not exact: %n commit(s) between failed: %1</source>
        <translation>
            <numerusform>    不精确：其间有 %n 个提交失败：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>    configuration: unchanged (a code change)</source>
        <translation>    配置：未变（代码变化）</translation>
    </message>
    <message>
        <source>    config drift: %1</source>
        <translation>    配置漂移：%1</translation>
    </message>
    <message>
        <source>A kernel&apos;s performance across its git history: runs the selected commits, reports where neighbouring medians differ and bisects to the exact commit.</source>
        <translation>内核在其 git 历史中的性能：运行所选提交，报告相邻提交中位数不同之处，并二分查找到确切的提交。</translation>
    </message>
    <message>
        <source>The kernel (freertos, threadx, ...).</source>
        <translation>内核（freertos、threadx 等）。</translation>
    </message>
    <message>
        <source>The kernel tree, a git checkout (default: the registry&apos;s tree).</source>
        <translation>内核源码树，须为 git 检出（默认：注册表中的源码树）。</translation>
    </message>
    <message>
        <source>The first commit (a git ref).</source>
        <translation>第一个提交（git 引用）。</translation>
    </message>
    <message>
        <source>The last commit (a git ref).</source>
        <translation>最后一个提交（git 引用）。</translation>
    </message>
    <message>
        <source>Run every Nth commit (the last one too).</source>
        <translation>每隔 N 个提交运行一次（最后一个也运行）。</translation>
    </message>
    <message>
        <source>Run only the tagged commits (and both ends).</source>
        <translation>只运行带标签的提交（以及两端）。</translation>
    </message>
    <message>
        <source>Metrics to report, comma-separated (default: every one).</source>
        <translation>要报告的指标，以逗号分隔（默认：全部）。</translation>
    </message>
    <message>
        <source>Kernel profile.</source>
        <translation>内核配置档。</translation>
    </message>
    <message>
        <source>Find the first commit of each change of this metric.</source>
        <translation>查找该指标每次变化的首个提交。</translation>
    </message>
    <message>
        <source>error: history needs KERNEL and --from REF</source>
        <translation>错误：history 需要 KERNEL 和 --from REF</translation>
    </message>
    <message>
        <source>error: --jobs, --every and --iterations take a number of at least 1, --warmup one of at least 0</source>
        <translation>错误：--jobs、--every 和 --iterations 需要至少为 1 的数，--warmup 需要至少为 0 的数</translation>
    </message>
    <message>
        <source>error: --every and --tags exclude each other</source>
        <translation>错误：--every 与 --tags 互斥</translation>
    </message>
    <message>
        <source>error: cannot make a temporary directory</source>
        <translation>错误：无法创建临时目录</translation>
    </message>
    <message>
        <source>history %1: %2 commits, running %3</source>
        <translation>历史 %1：%2 个提交，运行 %3 个</translation>
    </message>
    <message>
        <source>bisection of %1: %2 more commits built</source>
        <translation>%1 的二分查找：另外构建了 %2 个提交</translation>
    </message>
    <message>
        <source>history %1: %2 of %3 commits run, %4 complete</source>
        <translation>历史 %1：%3 个提交中运行了 %2 个，%4 个完整</translation>
    </message>
    <message>
        <source>note: on this board the medians are statistical; compare them with `compare` before trusting a change point</source>
        <translation>注意：在此开发板上中位数是统计性的；在相信一个变化点之前，请先用 `compare` 比较它们</translation>
    </message>
    <message>
        <source>no change point</source>
        <translation>没有变化点</translation>
    </message>
    <message>
        <source>A kernel&apos;s performance across its git history, change points and bisection</source>
        <translation>内核在其 git 历史中的性能、变化点与二分查找</translation>
    </message>
    <message>
        <source>history %1: commit %2 (%3): %4</source>
        <translation>历史 %1：提交 %2（%3）：%4</translation>
    </message>
    <message>
        <source>The studied condition(s), comma-separated (default: the kernel and the one condition varied besides it, as in the GUI and the report).</source>
        <translation>研究的条件（以逗号分隔；默认：内核以及除内核外唯一变化的那个条件，与图形界面和报告相同）。</translation>
    </message>
    <message>
        <source>Run %1: fairness audit, one window per case (emulated instructions, attributed by trace)</source>
        <translation>运行 %1：公平性审计，每个用例一个窗口（仿真指令数，按跟踪归属）</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Adapter</source>
        <translation>适配层</translation>
    </message>
    <message>
        <source>Harness</source>
        <translation>测试框架</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>移植层</translation>
    </message>
    <message>
        <source>C library</source>
        <translation>C 库</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Stated mech</source>
        <translation>已声明的 mech</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: adapter %2 (%3), stated %4 (%5)</source>
        <translation>%1：适配层 %2（%3），已声明 %4（%5）</translation>
    </message>
    <message>
        <source>no mech.*.cost key</source>
        <translation>没有 mech.*.cost 键</translation>
    </message>
    <message>
        <source>%1 of %2 case(s) flagged</source>
        <translation>%2 个用例中有 %1 个被标出</translation>
    </message>
    <message>
        <source>The cases to audit, comma-separated (default: every case of the run with samples whose samples are windows: not tick_jitter).</source>
        <translation>要审计的用例，以逗号分隔（默认：该运行中所有有样本且样本为窗口的用例，不含 tick_jitter）。</translation>
    </message>
    <message>
        <source>The run to audit.</source>
        <translation>要审计的运行。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] audit RUN_ID [--cases A,B] [--format table|json] [--elf PATH]</source>
        <translation>用法：rtosbench-cli [--db PATH] audit RUN_ID [--cases A,B] [--format table|json] [--elf PATH]</translation>
    </message>
    <message>
        <source>error: run %1 has no case with samples to audit</source>
        <translation>错误：运行 %1 没有可审计的带样本用例</translation>
    </message>
    <message>
        <source>Fairness audit of a virtual-board run: one traced window of every case, its kernel / adapter / harness / port split, unstated adapter shares flagged (RUN_ID [--cases A,B] [--format table|json]).</source>
        <translation>虚拟板运行的公平性审计：每个用例跟踪一个窗口，给出内核 / 适配层 / 测试框架 / 移植层的划分，并标出未声明的适配层份额（RUN_ID [--cases A,B] [--format table|json]）。</translation>
    </message>
    <message>
        <source>error: --%1 must be an integer from %2 to %3, found &quot;%4&quot;</source>
        <translation>错误：--%1 必须是 %2 到 %3 之间的整数，实际为“%4”</translation>
    </message>
    <message>
        <source>error: heap_* (general-purpose allocators) and pool_* (fixed-block pools) are different algorithm classes and are not ranked together</source>
        <translation>错误：heap_*（通用分配器）与 pool_*（固定块内存池）属于不同的算法类别，不能一起排名</translation>
    </message>
    <message>
        <source>Beside the instructions: %1, the Cortex-M3 cycle model %2 on %3 (docs/cycle-model.md), not measured.</source>
        <translation>在指令数旁边：%1，Cortex-M3 周期模型 %2，目标 %3（docs/cycle-model.md），不是测量值。</translation>
    </message>
    <message>
        <source>, %1 %2</source>
        <translation>，%1 %2</translation>
    </message>
    <message>
        <source>Ranks by %1 (metric %2, %3; one exact value per run; rank 1 = the smallest; ties share the better rank)</source>
        <translation>按 %1 排名（指标 %2，%3；每次运行一个精确值；第 1 名 = 最小；并列取较好的名次）</translation>
    </message>
    <message>
        <source>Metric(s), comma-separated (default: yield_round_trip; footprint_text, footprint_flash, footprint_ram: the image&apos;s bytes).</source>
        <translation>指标，逗号分隔（默认：yield_round_trip；footprint_text、footprint_flash、footprint_ram：映像的字节数）。</translation>
    </message>
    <message>
        <source>Run only part K of N of the plan (0 &lt;= K &lt; N): the configurations whose position in the experiment&apos;s order, counted from 0, is K modulo N. N machines running 0/N ... N-1/N into one database run the whole plan once (docs/scale.md).</source>
        <translation>只运行计划 N 份中的第 K 份（0 &lt;= K &lt; N）：在实验顺序中位置（从 0 起计）模 N 等于 K 的配置。N 台机器分别运行 0/N … N-1/N 写入同一数据库，即把整个计划运行一遍（docs/scale.md）。</translation>
    </message>
    <message>
        <source>Run only the configurations of the plan (or of --shard) that have no complete run in the database yet: missing and failed ones.</source>
        <translation>只运行计划（或 --shard 所选部分）中数据库里尚无完整运行的配置：缺失的和失败的。</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>没有要运行的</translation>
    </message>
    <message>
        <source>no plan %1 in %2 (run prints a plan&apos;s id when it starts)</source>
        <translation>%2 中没有计划 %1（run 启动时会打印计划的 id）</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Plan %1 of experiment %2: %3 configuration(s), %4 stored, %5 failed, %6 missing</source>
        <translation>实验 %2 的计划 %1：%3 个配置，已存储 %4，失败 %5，缺失 %6</translation>
    </message>
    <message>
        <source>List the configurations of this plan instead (its id is printed by run): stored, failed or missing, with their runs.</source>
        <translation>改为列出此计划的配置（其 id 由 run 打印）：已存储、失败或缺失，以及它们的运行。</translation>
    </message>
    <message>
        <source>plan %1: %2 configuration(s)</source>
        <translation>计划 %1：%2 个配置</translation>
    </message>
    <message>
        <source>plan %1: %2 configuration(s); shard %3 holds %4 of them</source>
        <translation>计划 %1：%2 个配置；分片 %3 含其中 %4 个</translation>
    </message>
    <message>
        <source>--resume: %1 of them stored already, %2 missing or failed to run</source>
        <translation>--resume：其中 %1 个已存储，%2 个缺失或运行失败</translation>
    </message>
    <message>
        <source>Timing method: dwt, systick, gpio, icount, cycle-model, clock.</source>
        <translation>计时方法：dwt、systick、gpio、icount、cycle-model、clock。</translation>
    </message>
    <message>
        <source>error: cannot read the roster %1: %2</source>
        <translation>错误：无法读取名单 %1：%2</translation>
    </message>
    <message>
        <source>error: %1 line %2: %3</source>
        <translation>错误：%1 第 %2 行：%3</translation>
    </message>
    <message>
        <source>A teacher&apos;s view of a class&apos;s runs of a lab: one row per student with the runs and their verdicts, the conditions that differ from the lab&apos;s, the student&apos;s medians beside the class medians (outliers flagged) and the missing runs (docs/classroom.md).</source>
        <translation>教师查看全班某个实验的运行：每名学生一行，列出其运行及判定、与实验不同的条件、学生中位数与全班中位数（标记离群）以及缺少的运行（docs/classroom.md）。</translation>
    </message>
    <message>
        <source>The class (run tag class:NAME).</source>
        <translation>班级（运行标签 class:NAME）。</translation>
    </message>
    <message>
        <source>The lab (repeatable; see &quot;lab list&quot;).</source>
        <translation>实验（可重复；见“lab list”）。</translation>
    </message>
    <message>
        <source>A file of the class&apos;s students, one a line (besides those with runs).</source>
        <translation>班级学生名单文件，每行一名（除已有运行的学生外）。</translation>
    </message>
    <message>
        <source>Write a PDF: one page per lab and an appendix.</source>
        <translation>写出 PDF：每个实验一页，外加附录。</translation>
    </message>
    <message>
        <source>PDF language: en or zh_CN (default en).</source>
        <translation>PDF 语言：en 或 zh_CN（默认 en）。</translation>
    </message>
    <message>
        <source>error: unexpected argument &quot;%1&quot;</source>
        <translation>错误：意外的参数“%1”</translation>
    </message>
    <message>
        <source>error: give the class with --class NAME</source>
        <translation>错误：请用 --class NAME 指定班级</translation>
    </message>
    <message>
        <source>error: give the lab with --lab ID (see &quot;lab list&quot;)</source>
        <translation>错误：请用 --lab ID 指定实验（见“lab list”）</translation>
    </message>
    <message>
        <source>error: this rtosbench-cli was built without the PDF report (RTOSBENCH_GUI=OFF); use --format csv or json</source>
        <translation>错误：此 rtosbench-cli 构建时未包含 PDF 报告（RTOSBENCH_GUI=OFF）；请使用 --format csv 或 json</translation>
    </message>
    <message>
        <source>note: no run is tagged class:%1</source>
        <translation>提示：没有运行带有标签 class:%1</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>Runs (verdict)</source>
        <translation>运行（判定）</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>Median / class median</source>
        <translation>中位数 / 全班中位数</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <source>match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>%1: %2 students, %3 flagged; %4</source>
        <translation>%1：%2 名学生，%3 名被标记；%4</translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli class report --class NAME --lab ID [options]
A teacher&apos;s view of a class&apos;s lab runs (docs/classroom.md).
  report   one row per student (--format table|csv|json, --out FILE.pdf)
</source>
        <translation>用法：rtosbench-cli class report --class NAME --lab ID [选项]
教师查看全班的实验运行（docs/classroom.md）。
  report   每名学生一行（--format table|csv|json，--out FILE.pdf）
</translation>
    </message>
    <message>
        <source>error: unknown class command &quot;%1&quot;: use report</source>
        <translation>错误：未知的 class 命令“%1”：请使用 report</translation>
    </message>
    <message>
        <source>A teacher&apos;s view of a class (report)</source>
        <translation>教师的全班视图（report）</translation>
    </message>
    <message>
        <source>The student who runs the lab (default: Settings, classroom/student).</source>
        <translation>做实验的学生（默认：设置中的 classroom/student）。</translation>
    </message>
    <message>
        <source>The class the run belongs to (default: Settings, classroom/class).</source>
        <translation>运行所属的班级（默认：设置中的 classroom/class）。</translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli lab list|show ID|run ID|sheet ID [options]
Guided experiments that show measurement traps (docs/labs.md).
  list   the labs (--lang zh_CN|en, --format table|csv|json)
  show   a lab&apos;s explanation, what to observe, questions, experiment
  run    run it (--kernel-dir K=DIR); exit 3 when skipped
  sheet  its sheet for students as a PDF (--out PDF, --runs IDS)
</source>
        <translation>用法：rtosbench-cli lab list|show ID|run ID|sheet ID [选项]
展示测量陷阱的引导式实验（docs/labs.md）。
  list   实验列表（--lang zh_CN|en，--format table|csv|json）
  show   实验的说明、观察要点、问题和实验配置
  run    运行实验（--kernel-dir K=DIR）；跳过时退出码为 3
  sheet  学生实验单 PDF（--out PDF，--runs IDS）
</translation>
    </message>
    <message>
        <source>error: unknown lab command &quot;%1&quot;: use list, show, run or sheet</source>
        <translation>错误：未知的 lab 命令“%1”：请使用 list、show、run 或 sheet</translation>
    </message>
    <message>
        <source>Guided lab experiments (list, show ID, run ID, sheet ID)</source>
        <translation>引导式实验（list、show ID、run ID、sheet ID）</translation>
    </message>
    <message>
        <source>Writes a lab&apos;s sheet for students as a PDF: the goal, the trap, the steps, the questions and a table to fill in; with --runs, filled with the student&apos;s runs.</source>
        <translation>把实验的学生实验单写成 PDF：目标、陷阱、步骤、问题和待填写的表格；使用 --runs 时，填入学生自己的运行。</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>要写入的 PDF。</translation>
    </message>
    <message>
        <source>The student&apos;s runs of the lab (1,3-5).</source>
        <translation>学生在该实验中的运行（1,3-5）。</translation>
    </message>
    <message>
        <source>The student&apos;s name (default: Settings classroom/student).</source>
        <translation>学生姓名（默认：设置中的 classroom/student）。</translation>
    </message>
    <message>
        <source>error: give the PDF to write with --out PDF</source>
        <translation>错误：请用 --out PDF 指定要写入的 PDF</translation>
    </message>
    <message>
        <source>error: unknown language &quot;%1&quot;: use zh_CN or en</source>
        <translation>错误：未知的语言“%1”：请使用 zh_CN 或 en</translation>
    </message>
    <message>
        <source>error: no run %1 in the database</source>
        <translation>错误：数据库中没有运行 %1</translation>
    </message>
    <message>
        <source>error: run %1 is not a run of lab %2 (its experiment is &quot;%3&quot;, the lab&apos;s is &quot;%4&quot;)</source>
        <translation>错误：运行 %1 不是实验 %2 的运行（它的实验是“%3”，该实验的是“%4”）</translation>
    </message>
    <message numerus="yes">
        <source>wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>已写入 %1（%n 页）</numerusform>
        </translation>
    </message>
    <message>
        <source>error: lab sheet needs rtosbench built with the GUI (RTOSBENCH_GUI)</source>
        <translation>错误：lab sheet 需要带 GUI 构建的 rtosbench（RTOSBENCH_GUI）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>error: %1 builds through commands of its own (external builds): lava jobs builds only through the firmware&apos;s CMake</source>
        <translation>错误：%1 通过自带的命令构建（外部构建）：lava jobs 只通过固件的 CMake 构建</translation>
    </message>
    <message>
        <source>The board LAVA runs: qemu or gd32f103.</source>
        <translation>LAVA 运行的开发板：qemu 或 gd32f103。</translation>
    </message>
    <message>
        <source>Directory for the job definitions (created).</source>
        <translation>存放作业定义的目录（会被创建）。</translation>
    </message>
    <message>
        <source>Kernel registry to take trees from.</source>
        <translation>从中取内核源码树的内核登记处。</translation>
    </message>
    <message>
        <source>Seconds the job&apos;s test action waits for the firmware&apos;s DONE line.</source>
        <translation>作业的测试动作等待固件 DONE 行的秒数。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json --device-type qemu|gd32f103 [--out DIR]</source>
        <translation>用法：rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json --device-type qemu|gd32f103 [--out DIR]</translation>
    </message>
    <message>
        <source>error: --timeout takes 1..86400 seconds, --adapter-khz a number, --probe cmsis-dap, stlink or jlink</source>
        <translation>错误：--timeout 取 1..86400 秒，--adapter-khz 取一个数，--probe 取 cmsis-dap、stlink 或 jlink</translation>
    </message>
    <message>
        <source>error: %1: the cycle-model timing method traces the run on this machine, which a LAVA job cannot</source>
        <translation>错误：%1：周期模型计时方法要在本机上跟踪运行，LAVA 作业做不到</translation>
    </message>
    <message>
        <source>error: cannot create %1</source>
        <translation>错误：无法创建 %1</translation>
    </message>
    <message>
        <source>error: %1 holds job definitions already: give another --out</source>
        <translation>错误：%1 中已有作业定义：请换一个 --out</translation>
    </message>
    <message>
        <source>[%1/%2] build: %3</source>
        <translation>[%1/%2] 构建：%3</translation>
    </message>
    <message>
        <source>error: %1: build failed: %2</source>
        <translation>错误：%1：构建失败：%2</translation>
    </message>
    <message>
        <source>error: %1: the firmware asks QEMU for other options than the LAVA device type passes</source>
        <translation>错误：%1：固件要求的 QEMU 选项与 LAVA 设备类型传入的不同</translation>
    </message>
    <message>
        <source>%1 LAVA job(s) for plan %2 in %3 (device type %4)</source>
        <translation>计划 %2 的 %1 个 LAVA 作业已写入 %3（设备类型 %4）</translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json --device-type qemu|gd32f103 [--out DIR] [--timeout S]
       rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID --device NAME [--dispatcher HOST]
Hand a plan to a LAVA board farm and store what it captured (docs/board-farm.md).
  jobs     build every configuration, write one LAVA job per configuration
  collect  store the captures of the jobs&apos; logs (DIR/job-NNN/output.yaml)
&apos;lava jobs --help&apos; and &apos;lava collect --help&apos; list their options.</source>
        <translation>Usage: rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json --device-type qemu|gd32f103 [--out DIR] [--timeout S]
       rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID --device NAME [--dispatcher HOST]
把计划交给 LAVA 板卡农场，并保存它采集到的数据（docs/board-farm.md）。
  jobs     构建每个配置，为每个配置写一个 LAVA 作业
  collect  保存作业日志中的采集数据（DIR/job-NNN/output.yaml）
&apos;lava jobs --help&apos; 和 &apos;lava collect --help&apos; 列出各自的选项。</translation>
    </message>
    <message>
        <source>Hand a plan to a LAVA board farm and store what it captured.</source>
        <translation>把计划交给 LAVA 板卡农场，并保存它采集到的数据。</translation>
    </message>
    <message>
        <source>cannot read the job definition</source>
        <translation>无法读取作业定义</translation>
    </message>
    <message>
        <source>the job belongs to plan %1, not %2</source>
        <translation>该作业属于计划 %1，而不是 %2</translation>
    </message>
    <message>
        <source>configuration %1 of plan %2 is not &quot;%3&quot;</source>
        <translation>计划 %2 的第 %1 个配置不是“%3”</translation>
    </message>
    <message>
        <source>the log does not say which firmware LAVA booted: not stored</source>
        <translation>日志没有说明 LAVA 启动的是哪个固件：未保存</translation>
    </message>
    <message>
        <source>LAVA booted firmware %1, the job is for %2: not stored</source>
        <translation>LAVA 启动的固件是 %1，而作业对应的是 %2：未保存</translation>
    </message>
    <message>
        <source>the device booted QEMU with other options than rtosbench&apos;s virtual board (%1): not stored</source>
        <translation>设备启动 QEMU 时使用的选项与 rtosbench 虚拟板的不同（%1）：未保存</translation>
    </message>
    <message>
        <source>the firmware printed no protocol line (LAVA: %1): nothing to store</source>
        <translation>固件没有打印任何协议行（LAVA：%1）：没有可保存的内容</translation>
    </message>
    <message>
        <source>Collected from the LAVA job %1 (device %2, dispatcher %3; times are the log&apos;s modification time).</source>
        <translation>采集自 LAVA 作业 %1（设备 %2，调度器 %3；时间为日志文件的修改时间）。</translation>
    </message>
    <message>
        <source>the run could not be stored: %1</source>
        <translation>运行无法保存：%1</translation>
    </message>
    <message>
        <source>run %1 %2</source>
        <translation>运行 %1 %2</translation>
    </message>
    <message>
        <source>%1: configuration %2: %3</source>
        <translation>%1：配置 %2：%3</translation>
    </message>
    <message>
        <source>Directory of the jobs `lava jobs` wrote, each job&apos;s log in JOB/output.yaml.</source>
        <translation>`lava jobs` 写出作业的目录，每个作业的日志在 JOB/output.yaml。</translation>
    </message>
    <message>
        <source>The plan id the jobs belong to.</source>
        <translation>这些作业所属的计划 ID。</translation>
    </message>
    <message>
        <source>The LAVA device that ran the jobs.</source>
        <translation>运行这些作业的 LAVA 设备。</translation>
    </message>
    <message>
        <source>The LAVA dispatcher (worker) that ran them (default: this host).</source>
        <translation>运行它们的 LAVA 调度器（worker）（默认：本机）。</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID --device NAME [--dispatcher HOST] (ID: 16 hex digits; names: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>用法：rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID --device NAME [--dispatcher HOST]（ID：16 位十六进制数字；名称：字母、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos;）</translation>
    </message>
    <message>
        <source>error: %1 holds no job-NNN.yaml of `lava jobs`</source>
        <translation>错误：%1 中没有 `lava jobs` 写出的 job-NNN.yaml</translation>
    </message>
    <message>
        <source>error: no plan %1 in %2: the jobs come from `lava jobs` with the same --db</source>
        <translation>错误：%2 中没有计划 %1：作业应来自使用同一 --db 的 `lava jobs`</translation>
    </message>
    <message>
        <source>the job is %1, not finished: collect it once it has ended</source>
        <translation>该作业处于 %1 状态，尚未结束：请在它结束后再采集</translation>
    </message>
    <message>
        <source>LAVA job %1</source>
        <translation>LAVA 作业 %1</translation>
    </message>
    <message>
        <source>the server names no valid device for it (&quot;%1&quot;)</source>
        <translation>服务器没有为它给出有效的设备（“%1”）</translation>
    </message>
    <message>
        <source>the server names no valid worker for %1 (&quot;%2&quot;)</source>
        <translation>服务器没有为 %1 给出有效的 worker（“%2”）</translation>
    </message>
    <message>
        <source>A LAVA server to read the jobs from (REST API v0.2), instead of a directory.</source>
        <translation>从中读取作业的 LAVA 服务器（REST API v0.2），代替目录。</translation>
    </message>
    <message>
        <source>File holding the server&apos;s API token (one line).</source>
        <translation>存放服务器 API 令牌的文件（一行）。</translation>
    </message>
    <message>
        <source>error: cannot read the token file %1</source>
        <translation>错误：无法读取令牌文件 %1</translation>
    </message>
    <message>
        <source>error: bad job list &quot;%1&quot;</source>
        <translation>错误：作业列表“%1”格式错误</translation>
    </message>
    <message>
        <source>LAVA job %1: %2</source>
        <translation>LAVA 作业 %1：%2</translation>
    </message>
    <message>
        <source>no job log %1 (lava-run&apos;s output) of at most 1 GiB</source>
        <translation>没有不超过 1 GiB 的作业日志 %1（lava-run 的输出）</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>运行 %1（%2）</translation>
    </message>
    <message>
        <source>%1: configuration %2: already stored as %3, not stored again</source>
        <translation>%1：配置 %2：已存储为%3，不再重复存储</translation>
    </message>
    <message>
        <source>the database could not be read: %1</source>
        <translation>无法读取数据库：%1</translation>
    </message>
    <message>
        <source>Only these of the server&apos;s job ids, e.g. 12,14-17 (default: every job of the plan the server lists).</source>
        <translation>只采集服务器上的这些作业 ID，例如 12,14-17（默认：服务器列出的该计划的全部作业）。</translation>
    </message>
    <message>
        <source>       rtosbench-cli [--db PATH] lava collect --server URL --token-file FILE --plan ID [--jobs IDS]</source>
        <translation>       rtosbench-cli [--db PATH] lava collect --server URL --token-file FILE --plan ID [--jobs IDS]</translation>
    </message>
    <message>
        <source>error: %1 lists no job of plan %2 (jobs named &quot;rtosbench %2 #N: ...&quot;, as `lava jobs` names them)</source>
        <translation>错误：%1 没有列出计划 %2 的作业（即 `lava jobs` 所命名的“rtosbench %2 #N: ...”作业）</translation>
    </message>
    <message>
        <source>The run&apos;s samples are %1 (its timing method is cycle-model): the window and the adapter&apos;s share of it in that unit stand beside the instructions; the flags compare instructions, as the stated costs are the icount image&apos;s.</source>
        <translation>该运行的样本是%1（其计时方法为 cycle-model）：窗口及其中适配层所占部分以该单位列在指令数旁边；标记仍按指令数比较，因为声明的开销来自 icount 镜像。</translation>
    </message>
    <message>
        <source>Adapter, %1</source>
        <translation>适配层，%1</translation>
    </message>
    <message>
        <source>Spread across the windows, %1</source>
        <translation>各窗口之间的分布，%1</translation>
    </message>
    <message>
        <source>Run %1, %2: %3 of the Cortex-M3 cycle model %4 on %5, attributed by trace (%6 window(s), each equal to its raw sample: the run&apos;s timing method is cycle-model), not measured</source>
        <translation>运行 %1，%2：Cortex-M3 周期模型 %4 在 %5 上的%3，由执行跟踪归因（%6 个窗口，每个都等于其原始样本：该运行的计时方法为 cycle-model），并非测量</translation>
    </message>
    <message>
        <source>Window %1: %2 %3 (raw sample %4), %5 instructions</source>
        <translation>窗口 %1：%2 %3（原始样本 %4），%5 条指令</translation>
    </message>
    <message>
        <source>Kernel-only: median estimated cycles (model) of the kernel layer, the Cortex-M3 cycle model&apos;s, attributed by trace (rtosbench-cli explain) over the first measured windows, not measured; Median is over corrected samples, Raw median over raw ones</source>
        <translation>仅内核：前几个测量窗口中内核层估算周期（模型）的中位数，来自 Cortex-M3 周期模型，由执行跟踪归因（rtosbench-cli explain），并非测量；“中位数”基于校正后样本，“原始中位数”基于原始样本</translation>
    </message>
</context>
<context>
    <name>rb::CompareData</name>
    <message>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
    <message>
        <source>Run %1 left out: %2</source>
        <translation>运行 %1 未纳入：%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Run %1
%2</source>
        <translation>运行 %1
%2</translation>
    </message>
    <message>
        <source>Published numbers left out: the runs are in %1, which cannot be converted to cycles or µs.</source>
        <translation>未纳入已发表数据：这些运行的单位是 %1，无法换算为周期或 µs。</translation>
    </message>
    <message>
        <source>Published %1: %2</source>
        <translation>已发表的 %1 数据：%2</translation>
    </message>
    <message>
        <source>Published %1 (%2) left out: %3</source>
        <translation>已发表的 %1 数据（%2）未纳入：%3</translation>
    </message>
    <message>
        <source>%1 (published)</source>
        <translation>%1（已发表）</translation>
    </message>
    <message>
        <source>Published: %1
%2 = %3 %4
Statistic: %5
%6</source>
        <translation>发表来源：%1
%2 = %3 %4
统计量：%5
%6</translation>
    </message>
    <message>
        <source>Run %1 left out: measured in %2, the boxes are in %3.</source>
        <translation>运行 %1 未显示：其单位为 %2，箱线图使用 %3。</translation>
    </message>
    <message>
        <source>Published %1 (%2) left out: stated in %3, the boxes are in %4.</source>
        <translation>已发表的 %1（%2）未显示：其单位为 %3，箱线图使用 %4。</translation>
    </message>
    <message>
        <source>%1, partly %2</source>
        <translation>%1，部分为 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>rb::CompareView</name>
    <message>
        <source>One box per kernel</source>
        <translation>每个内核一个箱体</translation>
    </message>
    <message>
        <source>p1/p99 marks</source>
        <translation>p1/p99 标记</translation>
    </message>
    <message>
        <source>The metric to compare</source>
        <translation>要比较的指标</translation>
    </message>
    <message>
        <source>Pool the samples of all selected runs of a kernel into one box</source>
        <translation>将同一内核所有选中运行的样本合并为一个箱体</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift)</source>
        <translation>成对比较效应（Mann–Whitney U 检验，Holm 校正；Hodges–Lehmann 位移）</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Statistics (median with its 95 % CI)</source>
        <translation>统计量（中位数及其 95% 置信区间）</translation>
    </message>
    <message>
        <source>Pairwise effects: computing…</source>
        <translation>成对比较效应：计算中…</translation>
    </message>
    <message>
        <source>p1 / p99</source>
        <translation>p1 / p99</translation>
    </message>
    <message>
        <source>cold first sample</source>
        <translation>冷启动首个样本</translation>
    </message>
    <message>
        <source>published (hollow, dashed)</source>
        <translation>已发表（空心、虚线）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Median [95 % CI]</source>
        <translation>中位数 [95% 置信区间]</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>%1 (published)</source>
        <translation>%1（已发表）</translation>
    </message>
    <message>
        <source>%1 [%2–%3]</source>
        <translation>%1 [%2–%3]</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>n A</source>
        <translation>n A</translation>
    </message>
    <message>
        <source>n B</source>
        <translation>n B</translation>
    </message>
    <message>
        <source>Shift A−B [95 % CI]</source>
        <translation>位移 A−B [95% 置信区间]</translation>
    </message>
    <message>
        <source>P(A&gt;B)</source>
        <translation>P(A&gt;B)</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p（Holm 校正）</translation>
    </message>
    <message>
        <source>Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift, raw units)</source>
        <translation>成对比较效应（Mann–Whitney U 检验，Holm 校正；Hodges–Lehmann 位移，原始单位）</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>%1 [%2, %3]</source>
        <translation>%1 [%2, %3]</translation>
    </message>
    <message>
        <source>Pairwise effects: none (published numbers have no samples to test)</source>
        <translation>成对比较效应：无（已发表数据没有可供检验的样本）</translation>
    </message>
    <message>
        <source>Pairwise effects: select at least two runs</source>
        <translation>成对比较效应：请至少选择两个运行</translation>
    </message>
    <message>
        <source>Copied the statistics table as Markdown.</source>
        <translation>已将统计表复制为 Markdown。</translation>
    </message>
    <message>
        <source>%1 %2 (published, %3)</source>
        <translation>%1 %2（已发表，%3）</translation>
    </message>
    <message>
        <source>min %1 · p25 %2 · median %3 · p75 %4 · max %5 %6 (n = %7)</source>
        <translation>最小值 %1 · p25 %2 · 中位数 %3 · p75 %4 · 最大值 %5 %6（n = %7）</translation>
    </message>
    <message>
        <source>%1
%2

%3</source>
        <translation>%1
%2

%3</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>failed (no samples)</source>
        <translation>失败（无样本）</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>无样本</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s) as Markdown.</source>
        <translation>
            <numerusform>已复制 %n 行（Markdown 格式）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s) as CSV.</source>
        <translation>
            <numerusform>已复制 %n 行（CSV 格式）。</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>published</source>
        <translation>已发表</translation>
    </message>
    <message>
        <source>%1 published</source>
        <translation>%1 已发表</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>所有运行</translation>
    </message>
    <message>
        <source>Run (as checked)</source>
        <translation>运行（按勾选顺序）</translation>
    </message>
    <message>
        <source>Kernel (colour: configuration)</source>
        <translation>内核（颜色：配置）</translation>
    </message>
    <message>
        <source>Configuration (colour: kernel)</source>
        <translation>配置（颜色：内核）</translation>
    </message>
    <message>
        <source>Group the boxes by kernel or by the configuration that varies</source>
        <translation>按内核或按变化的配置对箱线图分组</translation>
    </message>
    <message>
        <source>Group by:</source>
        <translation>分组：</translation>
    </message>
    <message>
        <source>Check runs in the side panel (Ctrl+F filters them) to compare them here.</source>
        <translation>在侧边栏勾选运行（Ctrl+F 可筛选），即可在此比较。</translation>
    </message>
    <message>
        <source>Kernel-only</source>
        <translation>仅内核</translation>
    </message>
    <message>
        <source>Median kernel-layer instructions of the traced windows: emulated instruction count, attributed by trace (rtosbench-cli explain)</source>
        <translation>所追踪窗口中内核层指令数的中位数：模拟指令计数，由追踪归属（rtosbench-cli explain）</translation>
    </message>
    <message>
        <source>No runs yet. Experiment › New experiment… (Ctrl+N) builds and runs one on the virtual board; View › Labs (Ctrl+L) has guided labs; File › Import runs… brings runs from a JSON export. Then check runs in the side panel to compare them here.</source>
        <translation>还没有运行记录。“实验 › 新建实验…”（Ctrl+N）会在虚拟板上构建并运行一个实验；“视图 › 实验课”（Ctrl+L）提供引导式实验；“文件 › 导入运行记录…”可从 JSON 导出文件导入运行记录。然后在侧栏勾选运行记录，即可在此比较。</translation>
    </message>
</context>
<context>
    <name>rb::CompilerFlags</name>
    <message>
        <source>an empty flag</source>
        <translation>空的编译选项</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>it reads further options from a file</source>
        <translation>它会从文件中读取更多选项</translation>
    </message>
    <message>
        <source>it passes options to another program (the linker); only -Wl, with %1 is accepted</source>
        <translation>它把选项传给另一个程序（链接器）；只接受带 %1 的 -Wl,</translation>
    </message>
    <message>
        <source>it passes options to another program (the linker, assembler or preprocessor)</source>
        <translation>它把选项传给另一个程序（链接器、汇编器或预处理器）</translation>
    </message>
    <message>
        <source>it loads a compiler plugin (code) into the compiler</source>
        <translation>它会把编译器插件（代码）加载进编译器</translation>
    </message>
    <message>
        <source>it reads a specs file, which can run other programs</source>
        <translation>它会读取 specs 文件，而 specs 文件可以运行其他程序</translation>
    </message>
    <message>
        <source>it runs the compiler under another program</source>
        <translation>它会在另一个程序之下运行编译器</translation>
    </message>
    <message>
        <source>it takes the compiler&apos;s own programs from another directory</source>
        <translation>它会从另一个目录取用编译器自身的程序</translation>
    </message>
    <message>
        <source>it chooses another linker program</source>
        <translation>它会选用另一个链接器程序</translation>
    </message>
    <message>
        <source>it runs the compiler a second time with other options</source>
        <translation>它会用其他选项再运行一次编译器</translation>
    </message>
    <message>
        <source>it contains %1 (a flag may use only ASCII letters, digits and - _ = + .)</source>
        <translation>它包含 %1（编译选项只能使用 ASCII 字母、数字以及 - _ = + .）</translation>
    </message>
    <message>
        <source>it is not a compiler option (an option starts with -)</source>
        <translation>它不是编译器选项（选项以 - 开头）</translation>
    </message>
    <message>
        <source>a definition must be -DNAME or -DNAME=VALUE (NAME: letters, digits and _; VALUE: letters, digits and _ . + -)</source>
        <translation>宏定义必须是 -DNAME 或 -DNAME=VALUE（NAME：字母、数字和 _；VALUE：字母、数字以及 _ . + -）</translation>
    </message>
    <message>
        <source>it makes the compiler read or write files of its own, or run other programs</source>
        <translation>它会让编译器读写自己的文件，或运行其他程序</translation>
    </message>
    <message>
        <source>-flto takes only a number of jobs (-flto or -flto=N)</source>
        <translation>-flto 只接受作业数（-flto 或 -flto=N）</translation>
    </message>
    <message>
        <source>not an option rtosbench passes to the compiler (allowed: -O..., -std=..., -D..., -U..., -W..., -m..., -f..., -g...)</source>
        <translation>不是 rtosbench 会传给编译器的选项（允许：-O...、-std=...、-D...、-U...、-W...、-m...、-f...、-g...）</translation>
    </message>
    <message>
        <source>the compiler flags are refused: more than %1 flags</source>
        <translation>编译选项被拒绝：超过 %1 个选项</translation>
    </message>
    <message>
        <source>the compiler flag &quot;%1&quot; is refused: %2</source>
        <translation>编译选项“%1”被拒绝：%2</translation>
    </message>
    <message>
        <source>the compiler flag &quot;%1&quot; is given twice</source>
        <translation>编译选项“%1”出现了两次</translation>
    </message>
</context>
<context>
    <name>rb::Conditions</name>
    <message>
        <source>Board</source>
        <translation>开发板</translation>
    </message>
    <message>
        <source>MCU</source>
        <translation>MCU</translation>
    </message>
    <message>
        <source>Toolchain</source>
        <translation>工具链</translation>
    </message>
    <message>
        <source>Toolchain version</source>
        <translation>工具链版本</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>编译选项</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>优化级别</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <source>Flash wait states</source>
        <translation>Flash 等待周期</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Kernel version</source>
        <translation>内核版本</translation>
    </message>
    <message>
        <source>Kernel profile</source>
        <translation>内核配置档</translation>
    </message>
    <message>
        <source>Kernel config</source>
        <translation>内核配置</translation>
    </message>
    <message>
        <source>Timing method</source>
        <translation>计时方法</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>定时器</translation>
    </message>
    <message>
        <source>Emulated timer</source>
        <translation>模拟定时器</translation>
    </message>
    <message>
        <source>Debugger</source>
        <translation>调试器</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>yes (instruction count)</source>
        <translation>是（指令计数）</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>unknown kernel</source>
        <translation>未知内核</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>CPU core</source>
        <translation>CPU 核心</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>完整</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>不完整</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>未通过</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>不支持</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>已测量</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>失败。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Incomplete.</source>
        <translation>不完整。</translation>
    </message>
    <message>
        <source>Incomplete: %1</source>
        <translation>不完整：%1</translation>
    </message>
    <message>
        <source>yes (estimated cycles (model): %1, %2)</source>
        <translation>是（估算周期（模型）：%1，%2）</translation>
    </message>
</context>
<context>
    <name>rb::ConditionsMapper</name>
    <message>
        <source>condition %1 is not an integer: &apos;%2&apos;</source>
        <translation>条件 %1 不是整数：&apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>rb::ConditionsPanel</name>
    <message>
        <source>&lt;b&gt;Conditions &amp;amp; warnings&lt;/b&gt;</source>
        <translation>&lt;b&gt;测量条件与警告&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select runs or published numbers to compare.</source>
        <translation>请选择要比较的运行或已发表数据。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Conditions &amp;amp; warnings&lt;/b&gt; (analysing…)</source>
        <translation>&lt;b&gt;测量条件与警告&lt;/b&gt;（分析中…）</translation>
    </message>
    <message>
        <source>&lt;p&gt;All %1 compared series state the same conditions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;参与比较的全部 %1 个数据系列所述的测量条件相同。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>&lt;i&gt;%1&lt;/i&gt;: %2</source>
        <translation>&lt;i&gt;%1&lt;/i&gt;：%2</translation>
    </message>
    <message>
        <source>%1 (within %2)</source>
        <translation>%1（%2 内部）</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Differs:&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;存在差异：&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No measurement trap fired.&lt;/p&gt;</source>
        <translation>&lt;p&gt;未触发任何测量陷阱。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 — follows from %2, not a confound</source>
        <translation>%1 —— 由 %2 导致，不是混杂因素</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:%1&apos;&gt;&lt;b&gt;Trap %2 – %3&lt;/b&gt;%5&lt;b&gt;:&lt;/b&gt; %4&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:%1&apos;&gt;&lt;b&gt;测量陷阱 %2 – %3&lt;/b&gt;%5&lt;b&gt;：&lt;/b&gt;%4&lt;/p&gt;</translation>
    </message>
    <message>
        <source> (runs %1)</source>
        <translation>（运行 %1）</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p style=&apos;color:#a05000&apos;&gt;&lt;b&gt;Confounds:&lt;/b&gt; besides what is compared (%1), %n other condition(s) differ: %2. A ranking may be an artefact of these.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p style=&apos;color:#a05000&apos;&gt;&lt;b&gt;混杂因素：&lt;/b&gt;除了所比较的条件（%1）之外，还有 %n 个条件不同：%2。排名可能是这些因素造成的假象。&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::CycleModelRun</name>
    <message>
        <source>case %1: %2</source>
        <translation>用例 %1：%2</translation>
    </message>
    <message>
        <source>the cycle-model trace failed: %1</source>
        <translation>周期模型跟踪失败：%1</translation>
    </message>
    <message>
        <source>%1 executed instruction(s) without their code: their cycles are unknown</source>
        <translation>%1 条已执行指令没有代码：它们的周期未知</translation>
    </message>
    <message>
        <source>%1 not converted to cycles (%2)</source>
        <translation>%1 未转换为周期（%2）</translation>
    </message>
    <message>
        <source>cycle model: %1</source>
        <translation>周期模型：%1</translation>
    </message>
</context>
<context>
    <name>rb::CycleSamples</name>
    <message>
        <source>case %1: %2 traced window(s) for %3 sample(s)</source>
        <translation>用例 %1：%2 个跟踪窗口对应 %3 个样本</translation>
    </message>
    <message>
        <source>case %1, window %2: %3 traced instructions, but the icount sample is %4: the trace and the capture do not agree, the run is not converted to cycles</source>
        <translation>用例 %1，窗口 %2：跟踪到 %3 条指令，但 icount 样本为 %4：跟踪与采集不一致，运行不转换为周期</translation>
    </message>
</context>
<context>
    <name>rb::CycleTarget</name>
    <message>
        <source>the GD32F103 runs at up to 108 MHz, not %1 MHz</source>
        <translation>GD32F103 最高运行在 108 MHz，不是 %1 MHz</translation>
    </message>
    <message>
        <source>an STM32F1 runs at up to 72 MHz, not %1 MHz</source>
        <translation>STM32F1 最高运行在 72 MHz，不是 %1 MHz</translation>
    </message>
    <message>
        <source>unknown cycle-model target %1 (known: %2)</source>
        <translation>未知的周期模型目标 %1（已知：%2）</translation>
    </message>
</context>
<context>
    <name>rb::DisplayUnit</name>
    <message>
        <source>The clock is unknown: cycles cannot be converted to µs.</source>
        <translation>时钟未知：无法将周期换算为 µs。</translation>
    </message>
    <message>
        <source>The timer frequency is unknown: ticks cannot be converted.</source>
        <translation>定时器频率未知：无法换算 ticks。</translation>
    </message>
    <message>
        <source>The clock is unknown: ticks cannot be converted to cycles.</source>
        <translation>时钟未知：无法将 ticks 换算为周期。</translation>
    </message>
    <message>
        <source>The clock is unknown: time cannot be converted to cycles.</source>
        <translation>时钟未知：无法将时间换算为周期。</translation>
    </message>
    <message>
        <source>Unit %1 is not a time.</source>
        <translation>单位 %1 不是时间单位。</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>run&apos;s own unit</source>
        <translation>运行自身的单位</translation>
    </message>
    <message>
        <source>The cycle model&apos;s clock is unknown: estimated cycles (model) cannot be converted to µs.</source>
        <translation>周期模型的时钟未知：估算周期（模型）无法换算为 µs。</translation>
    </message>
    <message>
        <source>µs from estimated cycles (model)</source>
        <translation>由估算周期（模型）换算的 µs</translation>
    </message>
    <message>
        <source>estimated cycles (model)</source>
        <translation>估算周期（模型）</translation>
    </message>
    <message>
        <source>%1 (estimated by the cycle model)</source>
        <translation>%1（由周期模型估算）</translation>
    </message>
</context>
<context>
    <name>rb::DistributionView</name>
    <message>
        <source>Click a sample to see its index and value.</source>
        <translation>点击样本可查看其序号和数值。</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>运行：</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>No samples for this metric.</source>
        <translation>此指标没有样本。</translation>
    </message>
    <message>
        <source>No run selected.</source>
        <translation>未选择运行。</translation>
    </message>
    <message>
        <source>Shown in %1: %2</source>
        <translation>以 %1 显示：%2</translation>
    </message>
    <message>
        <source>samples per bin</source>
        <translation>每个区间的样本数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>count</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>样本</translation>
    </message>
    <message>
        <source>cold first sample</source>
        <translation>冷启动首个样本</translation>
    </message>
    <message>
        <source>sample index</source>
        <translation>样本序号</translation>
    </message>
    <message>
        <source>%1 samples of %2, run #%3 (%4). %5</source>
        <translation>%2 的 %1 个样本，运行 #%3（%4）。%5</translation>
    </message>
    <message>
        <source>Sample %1: %2 %3</source>
        <translation>样本 %1：%2 %3</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n sample(s) as CSV.</source>
        <translation>
            <numerusform>已将 %n 个样本复制为 CSV。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::ElfInspector</name>
    <message>
        <source>cannot start %1 (install the arm-none-eabi binutils): %2</source>
        <translation>无法启动 %1（请安装 arm-none-eabi binutils）：%2</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <translation>%1 处理 %2 失败：%3</translation>
    </message>
    <message>
        <source>%1 has no function symbols (a stripped ELF cannot be explained)</source>
        <translation>%1 没有函数符号（已剥离符号表的 ELF 无法解释）</translation>
    </message>
    <message>
        <source>no timer read (a load of TIM2_CNT) was found in %1: not a virtual-board firmware with the icount timer</source>
        <translation>在 %1 中未找到计时器读取（TIM2_CNT 的加载）：不是使用 icount 计时器的虚拟开发板固件</translation>
    </message>
    <message>
        <source>the firmware has no case descriptor %1 of the expected layout</source>
        <translation>固件中没有符合预期布局的测试项描述符 %1</translation>
    </message>
    <message>
        <source>cannot read the case descriptor %1</source>
        <translation>无法读取测试项描述符 %1</translation>
    </message>
    <message>
        <source>the run function of %1 (0x%2) is not a function of the ELF</source>
        <translation>%1 的 run 函数（0x%2）不是该 ELF 中的函数</translation>
    </message>
</context>
<context>
    <name>rb::Experiment</name>
    <message>
        <source>the experiment names no board (&quot;board&quot;: &quot;qemu&quot;, &quot;host&quot; or &quot;gd32f103&quot;)</source>
        <translation>实验未指定开发板（&quot;board&quot;: &quot;qemu&quot;、&quot;host&quot; 或 &quot;gd32f103&quot;）</translation>
    </message>
    <message>
        <source>the experiment names no kernels (&quot;kernels&quot;: [&quot;baremetal&quot;])</source>
        <translation>实验未指定内核（&quot;kernels&quot;: [&quot;baremetal&quot;]）</translation>
    </message>
    <message>
        <source>unknown condition &quot;%1&quot; in &quot;base&quot;; known: %2</source>
        <translation>&quot;base&quot; 中有未知条件 &quot;%1&quot;；已知条件：%2</translation>
    </message>
    <message>
        <source>&quot;vary_order&quot; names &quot;%1&quot;, which &quot;vary&quot; does not set</source>
        <translation>&quot;vary_order&quot; 指定了 &quot;%1&quot;，但 &quot;vary&quot; 中未设置该条件</translation>
    </message>
    <message>
        <source>unknown condition &quot;%1&quot; in &quot;vary&quot;; known: %2</source>
        <translation>&quot;vary&quot; 中有未知条件 &quot;%1&quot;；已知条件：%2</translation>
    </message>
    <message>
        <source>the varied condition &quot;%1&quot; has no values</source>
        <translation>变化的条件 &quot;%1&quot; 没有取值</translation>
    </message>
    <message>
        <source>unknown &quot;order&quot; &quot;%1&quot;: use as-written, randomized or interleaved</source>
        <translation>未知的 &quot;order&quot; 值 &quot;%1&quot;：请使用 as-written、randomized 或 interleaved</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot; needs &quot;command&quot; (an argument list) and &quot;elf&quot;</source>
        <translation>&quot;%1&quot; 的外部构建需要 &quot;command&quot;（参数列表）和 &quot;elf&quot;</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot;: &quot;command&quot; must be an argument list ([&quot;make&quot;, &quot;-C&quot;, &quot;DIR&quot;]), not a shell string</source>
        <translation>“%1”的外部构建：“command”必须是参数列表（[&quot;make&quot;, &quot;-C&quot;, &quot;DIR&quot;]），而不是 shell 字符串</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot;: every element of &quot;command&quot; must be a string</source>
        <translation>“%1”的外部构建：“command”的每个元素都必须是字符串</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot; uses an unknown placeholder {%2}; known: %3</source>
        <translation>“%1”的外部构建使用了未知的占位符 {%2}；已知：%3</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot; has an unknown key &quot;%2&quot; (known: command, elf, working_dir)</source>
        <translation>“%1”的外部构建含有未知的键“%2”（已知：command、elf、working_dir）</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot; (qemu, gd32f103 or host)</source>
        <translation>未知的开发板“%1”（qemu、gd32f103 或 host）</translation>
    </message>
    <message>
        <source>unknown kernel &quot;%1&quot; (known: %2)</source>
        <translation>未知的内核“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>%1 does not run on %2 (it runs on %3)</source>
        <translation>%1 不能在 %2 上运行（它运行于 %3）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an optimisation level (-O0, -O1, -O2, -O3, -Os, -Og, -Oz)</source>
        <translation>“%1”不是优化级别（-O0、-O1、-O2、-O3、-Os、-Og、-Oz）</translation>
    </message>
    <message>
        <source>the clock is not ours to set on %1</source>
        <translation>在 %1 上时钟不由我们设置</translation>
    </message>
    <message>
        <source>%1 Hz is not a GD32F103 clock rtosbench makes (24, 72 or 108 MHz)</source>
        <translation>%1 Hz 不是 rtosbench 能为 GD32F103 产生的时钟（24、72 或 108 MHz）</translation>
    </message>
    <message>
        <source>timing method &quot;%1&quot; is not available on %2 (%3)</source>
        <translation>计时方法“%1”在 %2 上不可用（%3）</translation>
    </message>
    <message>
        <source>the SysTick timer is only for bare metal (a kernel owns SysTick)</source>
        <translation>SysTick 计时器只用于裸机（内核占用 SysTick）</translation>
    </message>
    <message>
        <source>unknown kernel profile &quot;%1&quot; (default or minimal)</source>
        <translation>未知的内核配置档“%1”（default 或 minimal）</translation>
    </message>
    <message>
        <source>%1 has no kernel profiles</source>
        <translation>%1 没有内核配置档</translation>
    </message>
    <message>
        <source>&quot;kernel_config&quot; must be an object of option -&gt; value</source>
        <translation>“kernel_config”必须是“选项 -&gt; 值”的对象</translation>
    </message>
    <message>
        <source>every value of the varied &quot;kernel_config&quot; must be an object of option -&gt; value</source>
        <translation>变化的“kernel_config”的每个值都必须是“选项 -&gt; 值”的对象</translation>
    </message>
    <message>
        <source>a value of the varied condition &quot;%1&quot; is an object</source>
        <translation>变化条件“%1”的一个值是对象</translation>
    </message>
    <message>
        <source>%1 has no configuration options (&quot;kernel_config&quot; sets %2)</source>
        <translation>%1 没有配置选项（“kernel_config”设置了 %2）</translation>
    </message>
    <message>
        <source>%1: must be an integer from %2 to %3, found %4, which has a fraction</source>
        <translation>%1：必须是 %2 到 %3 之间的整数，实际为 %4，带有小数部分</translation>
    </message>
    <message>
        <source>%1: must be an integer from %2 to %3, found %4</source>
        <translation>%1：必须是 %2 到 %3 之间的整数，实际为 %4</translation>
    </message>
    <message>
        <source>%1: a kernel option takes an integer, found %2</source>
        <translation>%1：内核选项取整数值，实际为 %2</translation>
    </message>
    <message>
        <source>%1: %2 must be a string, found %3</source>
        <translation>%1：%2 必须是字符串，实际为 %3</translation>
    </message>
    <message>
        <source>the optimisation level</source>
        <translation>优化级别</translation>
    </message>
    <message>
        <source>the compiler flags</source>
        <translation>编译选项</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a kernel option name (letters, digits and _)</source>
        <translation>%1：“%2”不是内核选项名（字母、数字和 _）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is refused: it starts with -, which a program would read as an option (write ./%2)</source>
        <translation>%1“%2”被拒绝：它以 - 开头，程序会把它当作选项（请写成 ./%2）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is refused: it contains &quot;;&quot;, where CMake would split it into a list</source>
        <translation>%1“%2”被拒绝：它包含“;”，CMake 会在此处把它拆分为列表</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is refused: it contains &quot;%3&quot;, which CMake or a shell would read as something else</source>
        <translation>%1“%2”被拒绝：它包含“%3”，CMake 或 shell 会把它理解为别的东西</translation>
    </message>
    <message>
        <source>%1 is refused: it contains the control character %2</source>
        <translation>%1 被拒绝：它包含控制字符 %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a valid name (letters, digits, - and _, starting with a letter or digit)</source>
        <translation>%1：“%2”不是有效的名称（字母、数字、- 和 _，以字母或数字开头）</translation>
    </message>
    <message>
        <source>the kernel tree</source>
        <translation>内核源码树</translation>
    </message>
    <message>
        <source>a further tree</source>
        <translation>附加源码树</translation>
    </message>
    <message>
        <source>the tree %1</source>
        <translation>源码树 %1</translation>
    </message>
    <message>
        <source>kernel_config: &quot;%1=%2&quot; is not OPTION=INTEGER</source>
        <translation>kernel_config：“%1=%2”不是 OPTION=INTEGER 形式</translation>
    </message>
    <message>
        <source>iterations: must be an integer from %1 to %2, found %3</source>
        <translation>iterations：必须是 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>warmup: must be an integer from %1 to %2, found %3</source>
        <translation>warmup：必须是 %1 到 %2 之间的整数，实际为 %3</translation>
    </message>
    <message>
        <source>the definition &quot;%1=%2&quot; is refused (NAME=VALUE: letters, digits and _ . + -)</source>
        <translation>宏定义“%1=%2”被拒绝（NAME=VALUE：字母、数字以及 _ . + -）</translation>
    </message>
    <message>
        <source>%1: a kernel tree must be a path (a string), found %2</source>
        <translation>%1：内核源码树必须是路径（字符串），实际为 %2</translation>
    </message>
    <message>
        <source>warmup %1 is more than the %2 iterations of a case (%3): warmup must be from 0 to iterations</source>
        <translation>warmup %1 超过了某个用例的 %2 次迭代（%3）：warmup 必须在 0 到 iterations 之间</translation>
    </message>
    <message>
        <source>inject_print_every %1 is more than the %2 iterations of a case (%3): it must be from 0 to iterations</source>
        <translation>inject_print_every %1 超过了某个用例的 %2 次迭代（%3）：它必须在 0 到 iterations 之间</translation>
    </message>
    <message>
        <source>the compiler</source>
        <translation>编译器</translation>
    </message>
    <message>
        <source>%1: lto must be true, false, &quot;on&quot; or &quot;off&quot;, found %2</source>
        <translation>%1：lto 必须是 true、false、&quot;on&quot; 或 &quot;off&quot;，实际为 %2</translation>
    </message>
    <message>
        <source>%1: unknown toolchain &quot;%2&quot; (known: %3; another compiler is added through a toolchain file, docs/experiments.md)</source>
        <translation>%1：未知的工具链 &quot;%2&quot;（已知：%3；其他编译器通过工具链文件添加，见 docs/experiments.md）</translation>
    </message>
    <message>
        <source>%1: lto must be on or off, found &quot;%2&quot;</source>
        <translation>%1：lto 必须是 on 或 off，实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--shard takes K/N with 0 &lt;= K &lt; N &lt;= %1 (e.g. 0/4), got &quot;%2&quot;</source>
        <translation>--shard 需要 K/N，且 0 &lt;= K &lt; N &lt;= %1（例如 0/4），得到的是 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>zephyr builds its own image with its own toolchain variants (gcc: gnuarmemb, clang: llvm; firmware/kernels/zephyr.cmake): lto on is refused, the Zephyr tested here (3.4.99) has no CONFIG_LTO and its multi-pass link takes no -flto of ours</source>
        <translation>zephyr 用自己的工具链变体构建自己的镜像（gcc：gnuarmemb，clang：llvm；firmware/kernels/zephyr.cmake）：拒绝 lto on，这里测试的 Zephyr（3.4.99）没有 CONFIG_LTO，其多遍链接也不接受我们的 -flto</translation>
    </message>
    <message>
        <source>nuttx builds with NuttX&apos;s own make and Kconfig toolchain: toolchain %1 is not one of ours for it (gcc, clang)</source>
        <translation>nuttx 用 NuttX 自己的 make 和 Kconfig 工具链构建：工具链 %1 不是我们为它提供的（gcc、clang）</translation>
    </message>
    <message>
        <source>nuttx refuses toolchain clang with lto on: NuttX&apos;s CONFIG_LTO_FULL is wired for GCC only; with Clang (ld.lld&apos;s LTO) it is neither built nor checked yet (firmware/kernels/nuttx.cmake)</source>
        <translation>nuttx 拒绝 toolchain clang 与 lto on 同时使用：NuttX 的 CONFIG_LTO_FULL 只为 GCC 接好；Clang（ld.lld 的 LTO）尚未构建也未检查（firmware/kernels/nuttx.cmake）</translation>
    </message>
    <message>
        <source>%1 Hz is not a GD32F103 clock the cycle model runs at (24, 72 or 108 MHz)</source>
        <translation>%1 Hz 不是周期模型运行的 GD32F103 时钟（24、72 或 108 MHz）</translation>
    </message>
</context>
<context>
    <name>rb::ExperimentForm</name>
    <message>
        <source>New experiment</source>
        <translation>新建实验</translation>
    </message>
    <message>
        <source>nothing (kernels only)</source>
        <translation>不变化（只比较内核）</translation>
    </message>
    <message>
        <source>optimisation level</source>
        <translation>优化级别</translation>
    </message>
    <message>
        <source>core clock (GD32F103)</source>
        <translation>内核时钟（GD32F103）</translation>
    </message>
    <message>
        <source>kernel profile</source>
        <translation>内核配置档</translation>
    </message>
    <message>
        <source>timing method</source>
        <translation>计时方法</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>按书写顺序</translation>
    </message>
    <message>
        <source>randomized</source>
        <translation>随机顺序</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>交错顺序</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>开发板：</translation>
    </message>
    <message>
        <source>Kernels:</source>
        <translation>内核：</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>变化条件：</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>取值：</translation>
    </message>
    <message>
        <source>Optimisation (when not varied):</source>
        <translation>优化级别（不作为变化条件时）：</translation>
    </message>
    <message>
        <source>Samples per case:</source>
        <translation>每个测试项的样本数：</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>重复次数：</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>顺序：</translation>
    </message>
    <message>
        <source>&amp;Use this experiment</source>
        <translation>使用此实验(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Open &amp;JSON…</source>
        <translation>打开 &amp;JSON…</translation>
    </message>
    <message>
        <source>Open an experiment</source>
        <translation>打开实验</translation>
    </message>
    <message>
        <source>Experiment definitions (*.json);;All files (*)</source>
        <translation>实验定义 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>No %1 source tree is registered: add one in Settings › Kernels (or rtosbench-cli kernel add %1 DIR|ARCHIVE)</source>
        <translation>没有注册 %1 的内核源码树：请在 设置 › 内核 中添加（或运行 rtosbench-cli kernel add %1 DIR|ARCHIVE）</translation>
    </message>
    <message>
        <source> (no source tree)</source>
        <translation>（无内核源码树）</translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s), about %1 min (builds included; virtual-board runs go in parallel, so often less).</source>
        <translation>
            <numerusform>%n 个配置，约 %1 分钟（含构建时间；虚拟开发板运行会并行进行，通常更快）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Made with New experiment in the workbench.</source>
        <translation>由工作台的“新建实验”创建。</translation>
    </message>
    <message>
        <source>Give the experiment a name.</source>
        <translation>请为实验命名。</translation>
    </message>
    <message>
        <source>Choose at least one kernel.</source>
        <translation>请至少选择一个内核。</translation>
    </message>
    <message>
        <source>Choose at least two values of the varied condition (or vary nothing).</source>
        <translation>请为变化条件至少选择两个取值（或不变化）。</translation>
    </message>
    <message>
        <source>Save experiment</source>
        <translation>保存实验</translation>
    </message>
    <message>
        <source>Experiment definitions (*.json)</source>
        <translation>实验定义 (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>compiler (gcc, clang)</source>
        <translation>编译器（gcc、clang）</translation>
    </message>
    <message>
        <source>link-time optimisation</source>
        <translation>链接时优化</translation>
    </message>
</context>
<context>
    <name>rb::ExperimentTrust</name>
    <message>
        <source>kernel %1: runs %2</source>
        <translation>内核 %1：运行 %2</translation>
    </message>
    <message>
        <source>  in the directory %1</source>
        <translation>  工作目录 %1</translation>
    </message>
    <message>
        <source>(the firmware build directory)</source>
        <translation>（固件构建目录）</translation>
    </message>
    <message>
        <source>  and flashes or starts the ELF %1</source>
        <translation>  并烧录或启动 ELF 文件 %1</translation>
    </message>
    <message>
        <source>cannot record the trust in %1: %2</source>
        <translation>无法在 %1 中记录信任：%2</translation>
    </message>
</context>
<context>
    <name>rb::ExplainPanel</name>
    <message>
        <source>Where do the instructions go?</source>
        <translation>指令去了哪里？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Re-runs the run&apos;s exact firmware on the virtual board with an execution trace and attributes each instruction of the first measured windows to a function and a layer (slow: a minute or more)</source>
        <translation>在虚拟开发板上带执行跟踪重新运行该运行的确切固件，并把前几个测量窗口中的每条指令归因到函数和层（较慢：一分钟或更久）</translation>
    </message>
    <message>
        <source>Tracing %1 of run %2 on the virtual board...</source>
        <translation>正在虚拟开发板上跟踪运行 %2 的 %1...</translation>
    </message>
    <message>
        <source>Tracing: %1 instructions, %2 window(s) seen</source>
        <translation>跟踪中：%1 条指令，已见 %2 个窗口</translation>
    </message>
    <message>
        <source>Not explained: %1</source>
        <translation>未能解释：%1</translation>
    </message>
    <message>
        <source>%1 instructions in window 1 (raw sample %2; %3 window(s), %4 to %5): emulated instruction count, attributed by trace%6</source>
        <translation>窗口 1 中有 %1 条指令（原始样本 %2；%3 个窗口，%4 至 %5）：模拟指令计数，由执行跟踪归因%6</translation>
    </message>
    <message>
        <source>; no debug information: layers unknown</source>
        <translation>；无调试信息：层未知</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>emulated instructions, attributed by trace</source>
        <translation>模拟指令数，由执行跟踪归因</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>指令数</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>调用次数</translation>
    </message>
    <message>
        <source>%1 %2 in window 1 (raw sample %3; %4 window(s), %5 to %6), %7 instructions: the Cortex-M3 cycle model %8 on %9, attributed by trace, not measured%10</source>
        <translation>窗口 1 中 %1 %2（原始样本 %3；%4 个窗口，%5 至 %6），%7 条指令：Cortex-M3 周期模型 %8 在 %9 上的估算，由执行跟踪归因，并非测量%10</translation>
    </message>
    <message>
        <source>%1, attributed by trace</source>
        <translation>%1，由执行跟踪归因</translation>
    </message>
</context>
<context>
    <name>rb::ExplainResult</name>
    <message>
        <source>kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>adapter</source>
        <translation>适配层</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>测试框架</translation>
    </message>
    <message>
        <source>port</source>
        <translation>移植层</translation>
    </message>
    <message>
        <source>C library</source>
        <translation>C 库</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>window %1: %2 instructions attributed, raw sample %3</source>
        <translation>窗口 %1：归因 %2 条指令，原始样本 %3</translation>
    </message>
    <message>
        <source>estimated cycles (model)</source>
        <translation>估算周期（模型）</translation>
    </message>
    <message>
        <source>window %1: %2 estimated cycles (model) attributed, raw sample %3</source>
        <translation>窗口 %1：归因得到 %2 估算周期（模型），原始样本 %3</translation>
    </message>
</context>
<context>
    <name>rb::FairnessAudit</name>
    <message>
        <source>no window was attributed</source>
        <translation>没有归属任何窗口</translation>
    </message>
    <message>
        <source>adapter share above %1 not stated as mech.*.cost</source>
        <translation>适配层份额超过 %1，且未以 mech.*.cost 声明</translation>
    </message>
    <message>
        <source>instructions in no known layer</source>
        <translation>不属于任何已知层的指令</translation>
    </message>
    <message>
        <source>not explained</source>
        <translation>未能解释</translation>
    </message>
    <message>
        <source>stated mech.*.cost differs from the traced adapter share</source>
        <translation>声明的 mech.*.cost 与跟踪得到的适配层份额不一致</translation>
    </message>
    <message>
        <source>the run states no mech.*.cost: the firmware states the adapters&apos; costs only for the build they were counted on (GCC, docs/cases.md &quot;Stated costs&quot;), and this run was built by %1 (%2), so its adapter shares are unstated, not misstated</source>
        <translation>该运行没有声明 mech.*.cost：固件只为统计这些开销时所用的构建声明适配层开销（GCC，docs/cases.md“声明的开销”），而此运行由 %1（%2）构建，因此其适配层份额是未声明的，而不是声明错误</translation>
    </message>
    <message>
        <source>the run states no mech.*.cost: the firmware states the adapters&apos; costs only for the build they were counted on (docs/cases.md &quot;Stated costs&quot;: compiler version, C flags, board and timer), so its adapter shares are unstated, not misstated</source>
        <translation>该运行没有声明 mech.*.cost：固件只为统计这些开销时所用的构建声明适配层开销（docs/cases.md“声明的开销”：编译器版本、C 编译选项、板卡和定时器），因此其适配层份额是未声明的，而不是声明错误</translation>
    </message>
</context>
<context>
    <name>rb::FirmwareBuilder</name>
    <message>
        <source>the firmware sources were not found in %1 (set RTOSBENCH_FIRMWARE_DIR)</source>
        <translation>在 %1 中未找到固件源码（请设置 RTOSBENCH_FIRMWARE_DIR）</translation>
    </message>
    <message>
        <source>cmake was not found on PATH: install it (apt install cmake)</source>
        <translation>在 PATH 中未找到 cmake：请安装（apt install cmake）</translation>
    </message>
    <message>
        <source>configuring the firmware failed: %1</source>
        <translation>固件的 CMake 配置步骤失败：%1</translation>
    </message>
    <message>
        <source>building the firmware failed (see the build log)</source>
        <translation>构建固件失败（请查看构建日志）</translation>
    </message>
    <message>
        <source>the build in %1 does not match the request (%2): delete it and retry</source>
        <translation>%1 中的构建与请求不符（%2）：请删除后重试</translation>
    </message>
    <message>
        <source>the external build command failed with exit code %1</source>
        <translation>外部构建命令失败，退出码为 %1</translation>
    </message>
    <message>
        <source>the external build did not produce %1</source>
        <translation>外部构建未生成 %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>up to date (build stamp): %1</source>
        <translation>已是最新（构建戳）：%1</translation>
    </message>
    <message>
        <source>rebuilding the cached firmware: %1</source>
        <translation>重新构建缓存的固件：%1</translation>
    </message>
    <message>
        <source>the working directory of the external build does not exist: %1</source>
        <translation>外部构建的工作目录不存在：%1</translation>
    </message>
    <message>
        <source>external build: %1 (in %2)</source>
        <translation>外部构建：%1（在 %2 中）</translation>
    </message>
    <message>
        <source>cannot lock the firmware cache entry %1</source>
        <translation>无法锁定固件缓存项 %1</translation>
    </message>
    <message>
        <source>cancelled while waiting for another build of this firmware</source>
        <translation>在等待该固件的另一次构建时已取消</translation>
    </message>
    <message>
        <source>waiting for another rtosbench process building the same firmware</source>
        <translation>正在等待另一个正在构建相同固件的 rtosbench 进程</translation>
    </message>
    <message>
        <source>the build request is refused: %1</source>
        <translation>构建请求被拒绝：%1</translation>
    </message>
    <message>
        <source>reconfiguring the cached firmware: it was configured from %1</source>
        <translation>重新配置缓存的固件：它原先配置自 %1</translation>
    </message>
</context>
<context>
    <name>rb::Gd32Board</name>
    <message>
        <source>no serial port is set for the GD32F103 (use --port or Settings)</source>
        <translation>未设置 GD32F103 的串口（请使用 --port 或在设置中指定）</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>已被用户取消</translation>
    </message>
    <message>
        <source>the board did not finish within %1 s</source>
        <translation>开发板未在 %1 秒内完成</translation>
    </message>
    <message>
        <source>nothing arrived on %1 within %2 s: check the UART wiring (PA9 TX → adapter RX) and the baud rate (%3)</source>
        <translation>%2 秒内未从 %1 收到任何数据：请检查 UART 接线（PA9 TX → 适配器 RX）和波特率（%3）</translation>
    </message>
    <message>
        <source>the board stopped sending for %1 s (hung?)</source>
        <translation>开发板已有 %1 秒未发送数据（卡死？）</translation>
    </message>
    <message>
        <source>serial port at %1 baud, as the firmware was built (the settings say %2)</source>
        <translation>串口波特率为 %1，与固件构建时一致（设置中为 %2）</translation>
    </message>
</context>
<context>
    <name>rb::GitHistory</name>
    <message>
        <source>git %1 failed in %2: %3</source>
        <translation>git %1 在 %2 中失败：%3</translation>
    </message>
    <message>
        <source>%1 is not a git checkout (%2)</source>
        <translation>%1 不是 git 检出（%2）</translation>
    </message>
    <message>
        <source>%1 is not a git checkout of its own (it lies inside the checkout %2)</source>
        <translation>%1 不是独立的 git 检出（它位于检出 %2 之内）</translation>
    </message>
    <message>
        <source>%1 is not an ancestor of %2</source>
        <translation>%1 不是 %2 的祖先</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a usable git ref: %3</source>
        <translation>%1“%2”不是可用的 git 引用：%3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; names no commit of %3</source>
        <translation>%1“%2”在 %3 中不对应任何提交</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a full commit name</source>
        <translation>“%1”不是完整的提交名</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 已存在</translation>
    </message>
    <message>
        <source>cannot check out %1 (%2): %3</source>
        <translation>无法检出 %1（%2）：%3</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>rb::HistoryDialog</name>
    <message>
        <source>Kernel history</source>
        <translation>内核历史</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>历史：</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>No kernel history in this database: run `rtosbench-cli history KERNEL --from REF --to REF` first.</source>
        <translation>此数据库中没有内核历史：请先运行 `rtosbench-cli history KERNEL --from REF --to REF`。</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2 commits measured, %3 failed; on the virtual board every change point is exact.</source>
        <translation>%1：测量了 %2 个提交，%3 个失败；在虚拟开发板上每个变化点都是精确的。</translation>
    </message>
    <message>
        <source>change points</source>
        <translation>变化点</translation>
    </message>
    <message>
        <source>commit (position in the history)</source>
        <translation>提交（在历史中的位置）</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>前一个提交</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步长</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未变</translation>
    </message>
    <message>
        <source>drift: %1</source>
        <translation>漂移：%1</translation>
    </message>
    <message>
        <source> (not exact)</source>
        <translation>（不精确）</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
</context>
<context>
    <name>rb::HistoryLoader</name>
    <message>
        <source>cannot load run %1: %2</source>
        <translation>无法加载运行 %1：%2</translation>
    </message>
    <message>
        <source>no runs of history %1 in the database</source>
        <translation>数据库中没有历史 %1 的运行</translation>
    </message>
</context>
<context>
    <name>rb::HostBoard</name>
    <message>
        <source>starting %1</source>
        <translation>正在启动 %1</translation>
    </message>
    <message>
        <source>the host firmware %1 could not be started: %2</source>
        <translation>无法启动主机固件 %1：%2</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>已被用户取消</translation>
    </message>
    <message>
        <source>the host firmware did not finish in time: killed</source>
        <translation>主机固件未能按时完成：已终止</translation>
    </message>
    <message>
        <source>the host firmware crashed</source>
        <translation>主机固件崩溃</translation>
    </message>
    <message>
        <source>the firmware exited with code %1</source>
        <translation>固件退出，退出码为 %1</translation>
    </message>
</context>
<context>
    <name>rb::JsonExport</name>
    <message>
        <source>not valid JSON (offset %1: %2)</source>
        <translation>不是有效的 JSON（偏移 %1：%2）</translation>
    </message>
    <message>
        <source>not an rtosbench export (no top-level object)</source>
        <translation>不是 rtosbench 导出文件（没有顶层对象）</translation>
    </message>
    <message>
        <source>not an rtosbench export (format is &apos;%1&apos;, expected &apos;%2&apos;)</source>
        <translation>不是 rtosbench 导出文件（format 为 &apos;%1&apos;，应为 &apos;%2&apos;）</translation>
    </message>
    <message>
        <source>export version %1 is not supported by this rtosbench (version %2)</source>
        <translation>此 rtosbench 不支持导出格式版本 %1（最高支持版本 %2）</translation>
    </message>
    <message>
        <source>the export has no runs array</source>
        <translation>导出文件中没有 runs 数组</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date and time (ISO 8601, e.g. 2025-01-02T03:04:05.678Z)</source>
        <translation>&quot;%1&quot; 不是日期时间（ISO 8601，例如 2025-01-02T03:04:05.678Z）</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>为空</translation>
    </message>
    <message>
        <source>unknown case status &quot;%1&quot; (ok, fail or unsupported)</source>
        <translation>未知的测试项状态 &quot;%1&quot;（应为 ok、fail 或 unsupported）</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>an array of integers</source>
        <translation>整数数组</translation>
    </message>
    <message>
        <source>an integer sample</source>
        <translation>整数样本</translation>
    </message>
    <message>
        <source>says %1 samples, but samples holds %2</source>
        <translation>声明有 %1 个样本，但 samples 中有 %2 个</translation>
    </message>
    <message>
        <source>a summary of %1 samples, but samples is empty (only an imported suite&apos;s printed summary stands without samples)</source>
        <translation>汇总了 %1 个样本，但 samples 为空（只有导入的测试套件打印的汇总可以没有样本）</translation>
    </message>
    <message>
        <source>unknown run status &quot;%1&quot; (complete, incomplete or failed)</source>
        <translation>未知的运行状态 &quot;%1&quot;（应为 complete、incomplete 或 failed）</translation>
    </message>
    <message>
        <source>is not valid base64</source>
        <translation>不是有效的 base64</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>the metric %1 appears twice in this run (also %2); a run holds one case per metric</source>
        <translation>指标 %1 在此运行中出现了两次（另见 %2）；一个运行中每个指标只有一个测试项</translation>
    </message>
</context>
<context>
    <name>rb::JsonFieldReader</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false</translation>
    </message>
    <message>
        <source>the number %1</source>
        <translation>数字 %1</translation>
    </message>
    <message>
        <source>a number with a fraction (%1)</source>
        <translation>带小数的数字（%1）</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>字符串 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空（缺失）</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实际为%2</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true、false 或 null</translation>
    </message>
    <message>
        <source>a number too large for a 64-bit integer (%1)</source>
        <translation>一个超出 64 位整数范围的数（%1）</translation>
    </message>
</context>
<context>
    <name>rb::JsonFile</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2 at byte %3</source>
        <translation>%1 不是 JSON 对象：%2（位于第 %3 字节）</translation>
    </message>
</context>
<context>
    <name>rb::KernelArchive</name>
    <message>
        <source>cannot list %1: %2</source>
        <translation>无法列出 %1 的内容：%2</translation>
    </message>
    <message>
        <source>%1: path outside the archive</source>
        <translation>%1：路径位于压缩包之外</translation>
    </message>
    <message>
        <source>%1: symbolic link (not accepted in a zip archive)</source>
        <translation>%1：符号链接（zip 压缩包中不接受）</translation>
    </message>
    <message>
        <source>cannot list %1: the two listings of tar disagree</source>
        <translation>无法列出 %1 的内容：tar 的两次列表不一致</translation>
    </message>
    <message>
        <source>%1: link to %2, outside the archive</source>
        <translation>%1：链接到压缩包之外的 %2</translation>
    </message>
    <message>
        <source>%1: special file (type %2)</source>
        <translation>%1：特殊文件（类型 %2）</translation>
    </message>
    <message>
        <source>no such archive: %1</source>
        <translation>压缩包不存在：%1</translation>
    </message>
    <message>
        <source>refusing %1: %2</source>
        <translation>拒绝 %1：%2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>无法创建 %1</translation>
    </message>
    <message>
        <source>unpacking %1 failed: %2</source>
        <translation>解压 %1 失败：%2</translation>
    </message>
    <message>
        <source>%1 holds %2 entries, more than the limit of %3 (RTOSBENCH_ARCHIVE_MAX_FILES)</source>
        <translation>%1 含有 %2 个条目，超过了 %3 的上限（RTOSBENCH_ARCHIVE_MAX_FILES）</translation>
    </message>
    <message>
        <source>%1 unpacks to %2 bytes, more than the limit of %3 bytes (RTOSBENCH_ARCHIVE_MAX_BYTES)</source>
        <translation>%1 解压后为 %2 字节，超过了 %3 字节的上限（RTOSBENCH_ARCHIVE_MAX_BYTES）</translation>
    </message>
    <message>
        <source>refusing %1</source>
        <translation>拒绝 %1</translation>
    </message>
    <message>
        <source>%1 unpacks to more than the limit of %2 bytes (RTOSBENCH_ARCHIVE_MAX_BYTES): unpacking was stopped after %3 bytes, before anything was written</source>
        <translation>%1 解包后超过 %2 字节的上限（RTOSBENCH_ARCHIVE_MAX_BYTES）：在 %3 字节后停止解包，尚未写入任何内容</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>refusing %1: it unpacked to %2 bytes in %3 entries, more than the limits of %4 bytes and %5 entries</source>
        <translation>拒绝 %1：它解包出 %2 字节、%3 个条目，超过 %4 字节和 %5 个条目的上限</translation>
    </message>
    <message>
        <source>removed %1 from %2: a tree from an archive is data, not a git repository (its hooks and config would run programs)</source>
        <translation>已从 %2 中删除 %1：来自归档的源码树是数据，不是 git 仓库（其钩子和配置会运行程序）</translation>
    </message>
</context>
<context>
    <name>rb::KernelCatalogue</name>
    <message>
        <source>the kernel catalogue is not valid JSON: %1</source>
        <translation>内核目录不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>kernel catalogue: bad or repeated id &quot;%1&quot;</source>
        <translation>内核目录：ID &quot;%1&quot; 无效或重复</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; lacks a name, a build route (ours, own, recipe, external), or the repository and files of its tree</source>
        <translation>内核目录：条目 &quot;%1&quot; 缺少名称、构建方式（ours、own、recipe、external），或其源码树的仓库与文件</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; has a tag without a name or with a commit that is not 40 hex digits</source>
        <translation>内核目录：条目 &quot;%1&quot; 有一个没有名称或提交号不是 40 位十六进制数的标签</translation>
    </message>
    <message>
        <source>kernel catalogue: &quot;%1&quot; needs the extra tree &quot;%2&quot;, which has no entry</source>
        <translation>内核目录：&quot;%1&quot; 需要额外源码树 &quot;%2&quot;，但目录中没有该条目</translation>
    </message>
    <message>
        <source>the kernel catalogue lists no kernel</source>
        <translation>内核目录中没有任何内核</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; has a palette slot that is not a number from 0</source>
        <translation>内核目录：条目“%1”的调色板槽位不是从 0 开始的数字</translation>
    </message>
    <message>
        <source>kernel catalogue: the name &quot;%1&quot; is claimed by &quot;%2&quot; and &quot;%3&quot;</source>
        <translation>内核目录：名称“%1”同时被“%2”和“%3”占用</translation>
    </message>
    <message>
        <source>cannot read the kernel catalogue %1: %2</source>
        <translation>无法读取内核目录 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; has an outside link without a path or with an absolute target</source>
        <translation>内核目录：条目 &quot;%1&quot; 的树外链接缺少路径或目标为绝对路径</translation>
    </message>
</context>
<context>
    <name>rb::KernelDirs</name>
    <message>
        <source>%1: unknown kernel &quot;%2&quot;: the known kernels are %3</source>
        <translation>%1：未知内核 &quot;%2&quot;：已知内核为 %3</translation>
    </message>
    <message>
        <source>%1 %2=: the path is empty</source>
        <translation>%1 %2=：路径为空</translation>
    </message>
    <message>
        <source>%1 %2=%3: %2 needs no source tree</source>
        <translation>%1 %2=%3：%2 不需要源码树</translation>
    </message>
    <message>
        <source>%1 %2=%3: no such directory</source>
        <translation>%1 %2=%3：目录不存在</translation>
    </message>
    <message>
        <source>%1 %2=%3: not a directory</source>
        <translation>%1 %2=%3：不是目录</translation>
    </message>
    <message>
        <source>%1 %2=%3: not a %4 tree: it lacks %5</source>
        <translation>%1 %2=%3：不是 %4 源码树：缺少 %5</translation>
    </message>
    <message>
        <source>--kernel-dir takes KERNEL=DIR, got &quot;%1&quot;</source>
        <translation>--kernel-dir 的格式为 KERNEL=DIR，得到的是 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no %1 tree: add one with &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot; or &quot;kernel fetch %1&quot;, or give --kernel-dir %1=DIR</source>
        <translation>没有 %1 源码树：请用 &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot; 或 &quot;kernel fetch %1&quot; 添加，或用 --kernel-dir %1=DIR 指定</translation>
    </message>
    <message>
        <source>the registered tree %1 %2</source>
        <translation>已登记的源码树 %1 %2</translation>
    </message>
    <message>
        <source>%1 skipped: %2</source>
        <translation>已跳过 %1：%2</translation>
    </message>
    <message>
        <source>no %1 tree: add one with &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot;, or give --kernel-dir %1=DIR</source>
        <translation>没有 %1 源码树：用 &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot; 添加，或给出 --kernel-dir %1=DIR</translation>
    </message>
</context>
<context>
    <name>rb::KernelFetcher</name>
    <message>
        <source>%1 has no tested tag to fetch</source>
        <translation>%1 没有可获取的已测试标签</translation>
    </message>
    <message>
        <source>%1 is not a tested tag of %2: the catalogue has %3</source>
        <translation>%1 不是 %2 的已测试标签：目录中有 %3</translation>
    </message>
    <message>
        <source>the catalogue pins no commit for %1 %2, so it cannot be fetched safely: add a tree with &quot;kernel add&quot;</source>
        <translation>目录未固定 %1 %2 的提交号，无法安全获取：请用 &quot;kernel add&quot; 添加源码树</translation>
    </message>
    <message>
        <source>%1 %2 is already installed (%3): remove it first with &quot;kernel remove %1 %2&quot;</source>
        <translation>%1 %2 已安装（%3）：请先用 &quot;kernel remove %1 %2&quot; 删除</translation>
    </message>
    <message>
        <source>%1 already exists: remove it first with &quot;kernel remove %2 %3&quot;</source>
        <translation>%1 已存在：请先用 &quot;kernel remove %2 %3&quot; 删除</translation>
    </message>
    <message>
        <source>cannot create a directory in %1</source>
        <translation>无法在 %1 中创建目录</translation>
    </message>
    <message>
        <source>cannot fetch %1 %2 from %3: %4</source>
        <translation>无法从 %3 获取 %1 %2：%4</translation>
    </message>
    <message>
        <source>refusing %1 %2 from %3: the tag is commit %4, the catalogue says %5</source>
        <translation>拒绝来自 %3 的 %1 %2：该标签的提交号为 %4，目录中为 %5</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message>
        <source>%1 %2 from %3 is not a %4 tree: it lacks %5</source>
        <translation>来自 %3 的 %1 %2 不是 %4 源码树：缺少 %5</translation>
    </message>
    <message>
        <source>cannot move the clone to %1</source>
        <translation>无法将克隆移动到 %1</translation>
    </message>
    <message>
        <source>refusing to fetch %1 %2 from %3: only https, http and file URLs (or a directory) are fetched</source>
        <translation>拒绝从 %3 获取 %1 %2：只获取 https、http 和 file 形式的 URL（或目录）</translation>
    </message>
    <message>
        <source>refusing %1 %2 from %3: %4</source>
        <translation>拒绝来自 %3 的 %1 %2：%4</translation>
    </message>
</context>
<context>
    <name>rb::KernelOptions</name>
    <message>
        <source>not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>no &quot;kernel&quot;</source>
        <translation>缺少“kernel”</translation>
    </message>
    <message>
        <source>an option without &quot;key&quot; or &quot;values&quot;</source>
        <translation>某个选项缺少“key”或“values”</translation>
    </message>
    <message>
        <source>the option %1 is declared twice</source>
        <translation>选项 %1 被声明了两次</translation>
    </message>
    <message>
        <source>the %1 profile&apos;s value of %2 is not one of its values</source>
        <translation>内核配置档 %1 中 %2 的值不在其允许值之中</translation>
    </message>
    <message>
        <source>%1 has no configuration option &quot;%2&quot; (options: %3)</source>
        <translation>%1 没有配置选项“%2”（选项：%3）</translation>
    </message>
    <message>
        <source>%1 of %2 cannot be %3 (allowed: %4)</source>
        <translation>%2 的 %1 不能为 %3（允许：%4）</translation>
    </message>
</context>
<context>
    <name>rb::KernelRegistry</name>
    <message>
        <source>cannot read the kernel registry %1: %2</source>
        <translation>无法读取内核登记表 %1：%2</translation>
    </message>
    <message>
        <source>the kernel registry %1 is not valid JSON: %2</source>
        <translation>内核登记表 %1 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>cannot write the kernel registry %1: %2</source>
        <translation>无法写入内核登记表 %1：%2</translation>
    </message>
    <message>
        <source>unknown kernel &quot;%1&quot;: the known kernels are %2</source>
        <translation>未知内核 &quot;%1&quot;：已知内核为 %2</translation>
    </message>
    <message>
        <source>kernel &quot;%1&quot; needs no source tree</source>
        <translation>内核 &quot;%1&quot; 不需要源码树</translation>
    </message>
    <message>
        <source>--version &quot;%1&quot; is not a usable version name (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos;, &apos;-&apos;)</source>
        <translation>--version &quot;%1&quot; 不是可用的版本名（字母、数字、&apos;.&apos;、&apos;_&apos;、&apos;+&apos;、&apos;-&apos;）</translation>
    </message>
    <message>
        <source>the tree says it is %1 %2 (%3), not %4</source>
        <translation>源码树表明它是 %1 %2（%3），而不是 %4</translation>
    </message>
    <message>
        <source>the tree states the version &quot;%1&quot; (%2), which cannot name a directory: give another with --version</source>
        <translation>源码树表明的版本为 &quot;%1&quot;（%2），不能用作目录名：请用 --version 指定另一个</translation>
    </message>
    <message>
        <source>cannot tell which version of %1 this tree is: give it with --version</source>
        <translation>无法判断该源码树是 %1 的哪个版本：请用 --version 指定</translation>
    </message>
    <message>
        <source>%1 %2 is already installed (%3, another tree): remove it first with &quot;kernel remove %1 %2&quot;</source>
        <translation>%1 %2 已安装（%3，另一个源码树）：请先用 &quot;kernel remove %1 %2&quot; 删除</translation>
    </message>
    <message>
        <source>no directory or archive given for %1</source>
        <translation>未给出 %1 的目录或压缩包</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 不存在</translation>
    </message>
    <message>
        <source>%1 is not a %2 tree: it lacks %3</source>
        <translation>%1 不是 %2 源码树：缺少 %3</translation>
    </message>
    <message>
        <source>%1 is neither a directory nor an archive (.tar.gz, .tgz, .tar.xz, .tar.bz2, .tar, .zip)</source>
        <translation>%1 既不是目录也不是压缩包（.tar.gz、.tgz、.tar.xz、.tar.bz2、.tar、.zip）</translation>
    </message>
    <message>
        <source>cannot create a directory in %1</source>
        <translation>无法在 %1 中创建目录</translation>
    </message>
    <message>
        <source>%1 does not hold a %2 tree: it lacks %3</source>
        <translation>%1 中没有 %2 源码树：缺少 %3</translation>
    </message>
    <message>
        <source>%1 already exists: remove it first with &quot;kernel remove %2 %3&quot;</source>
        <translation>%1 已存在：请先用 &quot;kernel remove %2 %3&quot; 删除</translation>
    </message>
    <message>
        <source>cannot move the unpacked tree to %1</source>
        <translation>无法将解压的源码树移动到 %1</translation>
    </message>
    <message>
        <source>no tree of %1 is installed</source>
        <translation>未安装 %1 的源码树</translation>
    </message>
    <message>
        <source>%1 %2 is not installed (installed: %3)</source>
        <translation>%1 %2 未安装（已安装：%3）</translation>
    </message>
    <message>
        <source>several versions of %1 are installed (%2): name one</source>
        <translation>已安装 %1 的多个版本（%2）：请指定其中一个</translation>
    </message>
    <message>
        <source>refusing %1: %2%3</source>
        <translation>拒绝 %1：%2%3</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform>（另有 %n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a symbolic link that leads outside the tree, accepted because the catalogue lists it for %2; rtosbench never follows it</source>
        <translation>%1：指向树外的符号链接，因内核目录为 %2 列出了它而接受；rtosbench 从不跟随它</translation>
    </message>
</context>
<context>
    <name>rb::KernelTree</name>
    <message>
        <source>%1 -&gt; %2: a symbolic link that leads outside the tree or loops</source>
        <translation>%1 -&gt; %2：符号链接指向源码树之外或形成循环</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: a symbolic link that leads outside the tree (to %3)</source>
        <translation>%1 -&gt; %2：符号链接指向源码树之外（到 %3）</translation>
    </message>
</context>
<context>
    <name>rb::KernelsPage</name>
    <message>
        <source>The kernel trees rtosbench builds from: a directory is registered where it is; an archive is unpacked and a tested tag is fetched (shallow git clone, commit checked) into the kernel cache. A registered tree is used for a kernel when no directory is set for it under General › Kernel source directories (a directory set there overrides it). Changes here apply at once, not on OK.</source>
        <translation>rtosbench 用来构建的内核源码树：目录在原处登记；压缩包被解压、经过测试的标签被获取（浅克隆 git，校验提交号）到内核缓存中。某个内核在“常规 › 内核源码目录”中没有设置目录时，使用已登记的内核源码树（在那里设置的目录优先）。此处的更改立即生效，而不是在按“确定”时。</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>内核：</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>版本：</translation>
    </message>
    <message>
        <source>from the tree</source>
        <translation>取自源码树</translation>
    </message>
    <message>
        <source>Register an added tree as this version (like --version of &quot;kernel add&quot;): needed when the tree does not state its version; it must start with what the tree states (V11.1.0-patched for a V11.1.0 tree).</source>
        <translation>将添加的内核源码树登记为此版本（同 &quot;kernel add&quot; 的 --version）：源码树未声明自身版本时需要；必须以源码树声明的版本开头（V11.1.0 源码树可用 V11.1.0-patched）。</translation>
    </message>
    <message>
        <source>Add directory…</source>
        <translation>添加目录…</translation>
    </message>
    <message>
        <source>Register a kernel tree where it is (it is never copied or deleted)</source>
        <translation>在原处登记内核源码树（不会被复制或删除）</translation>
    </message>
    <message>
        <source>Add archive…</source>
        <translation>添加压缩包…</translation>
    </message>
    <message>
        <source>Unpack a .tar.gz or .zip of a kernel tree into the kernel cache</source>
        <translation>将内核源码树的 .tar.gz 或 .zip 解压到内核缓存</translation>
    </message>
    <message>
        <source>Fetch…</source>
        <translation>获取…</translation>
    </message>
    <message>
        <source>Clone a tested tag of the kernel&apos;s repository into the kernel cache</source>
        <translation>将内核仓库中经过测试的标签克隆到内核缓存</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Unregister the selected tree (a tree in the kernel cache is deleted)</source>
        <translation>取消登记所选内核源码树（内核缓存中的源码树会被删除）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the unpacking or the clone (nothing is registered)</source>
        <translation>停止解压或克隆（不登记任何内容）</translation>
    </message>
    <message>
        <source>Kernel cache: %1</source>
        <translation>内核缓存：%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>%1 · %2 · build: %3</source>
        <translation>%1 · %2 · 构建：%3</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>no tree needed</source>
        <translation>无需源码树</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>archive</source>
        <translation>压缩包</translation>
    </message>
    <message>
        <source>fetched</source>
        <translation>已获取</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>来自 %1</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1（缺失）</translation>
    </message>
    <message>
        <source>in the kernel cache</source>
        <translation>位于内核缓存中</translation>
    </message>
    <message>
        <source>registered in place</source>
        <translation>在原处登记</translation>
    </message>
    <message numerus="yes">
        <source>SHA-256 %1 over %n file(s)</source>
        <translation>
            <numerusform>SHA-256 %1，覆盖 %n 个文件</numerusform>
        </translation>
    </message>
    <message>
        <source>git commit %1</source>
        <translation>git 提交号 %1</translation>
    </message>
    <message>
        <source>Add a %1 tree (directory)</source>
        <translation>添加 %1 内核源码树（目录）</translation>
    </message>
    <message>
        <source>Add a %1 tree (archive)</source>
        <translation>添加 %1 内核源码树（压缩包）</translation>
    </message>
    <message>
        <source>Kernel archives (*.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar *.zip);;All files (*)</source>
        <translation>内核压缩包 (*.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar *.zip);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The catalogue pins no commit for any tested tag of %1, so it cannot be fetched: add a directory or an archive instead.</source>
        <translation>内核目录没有为 %1 的任何经过测试的标签固定提交号，因此无法获取：请改为添加目录或压缩包。</translation>
    </message>
    <message>
        <source>Fetch %1</source>
        <translation>获取 %1</translation>
    </message>
    <message>
        <source>Tested tag of %1 to fetch from %2 (a shallow git clone; its commit must be the catalogue&apos;s):</source>
        <translation>要从 %2 获取的 %1 经过测试的标签（git 浅克隆；其提交号必须与内核目录一致）：</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>获取</translation>
    </message>
    <message>
        <source>Adding %1 from %2 (computing its digest)…</source>
        <translation>正在从 %2 添加 %1（计算其摘要）…</translation>
    </message>
    <message>
        <source>Unpacking %1 into the kernel cache…</source>
        <translation>正在将 %1 解压到内核缓存…</translation>
    </message>
    <message>
        <source>Fetching %1 %2…</source>
        <translation>正在获取 %1 %2…</translation>
    </message>
    <message>
        <source>Remove %1 %2</source>
        <translation>移除 %1 %2</translation>
    </message>
    <message>
        <source>Remove %1 %2 from the kernel registry? The directory %3 is kept.</source>
        <translation>从内核登记表中移除 %1 %2？目录 %3 会保留。</translation>
    </message>
    <message>
        <source>Remove %1 %2 and delete its tree %3 from the kernel cache?</source>
        <translation>移除 %1 %2 并从内核缓存中删除其源码树 %3？</translation>
    </message>
    <message>
        <source>Removing %1 %2…</source>
        <translation>正在移除 %1 %2…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled; nothing was registered (%1).</source>
        <translation>已取消；未登记任何内容（%1）。</translation>
    </message>
    <message>
        <source>%1 %2 is already installed: %3</source>
        <translation>%1 %2 已安装：%3</translation>
    </message>
    <message>
        <source>Removed %1 %2 from the registry (the directory %3 is kept).</source>
        <translation>已从登记表中移除 %1 %2（目录 %3 保留）。</translation>
    </message>
    <message>
        <source>Removed %1 %2 and deleted %3.</source>
        <translation>已移除 %1 %2 并删除 %3。</translation>
    </message>
    <message>
        <source>Fetched %1 %2 (commit %3): %4</source>
        <translation>已获取 %1 %2（提交号 %3）：%4</translation>
    </message>
    <message>
        <source>Added %1 %2: %3</source>
        <translation>已添加 %1 %2：%3</translation>
    </message>
    <message>
        <source>%1 also needs %2: add them too.</source>
        <translation>%1 还需要 %2：请一并添加。</translation>
    </message>
</context>
<context>
    <name>rb::Lab</name>
    <message>
        <source>&quot;%1&quot; must be an object {&quot;zh_CN&quot;: ..., &quot;en&quot;: ...}</source>
        <translation>&quot;%1&quot; 必须是对象 {&quot;zh_CN&quot;: ..., &quot;en&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs non-empty zh_CN and en texts</source>
        <translation>&quot;%1&quot; 需要非空的 zh_CN 和 en 文本</translation>
    </message>
    <message>
        <source>the lab has no &quot;id&quot;</source>
        <translation>教学实验缺少 &quot;id&quot;</translation>
    </message>
    <message>
        <source>the lab has no &quot;questions&quot;</source>
        <translation>教学实验缺少 &quot;questions&quot;</translation>
    </message>
    <message>
        <source>a question needs non-empty zh_CN and en texts</source>
        <translation>问题需要非空的 zh_CN 和 en 文本</translation>
    </message>
    <message>
        <source>the lab names no &quot;metrics&quot; to show</source>
        <translation>教学实验未在 &quot;metrics&quot; 中指定要显示的指标</translation>
    </message>
    <message>
        <source>the lab has no &quot;experiment&quot; object</source>
        <translation>教学实验缺少 &quot;experiment&quot; 对象</translation>
    </message>
    <message>
        <source>experiment: %1</source>
        <translation>experiment：%1</translation>
    </message>
    <message>
        <source>&quot;requires_kernel_dir&quot; names &quot;%1&quot;, which the experiment does not run</source>
        <translation>&quot;requires_kernel_dir&quot; 指定了 &quot;%1&quot;，但该实验并不运行此内核</translation>
    </message>
</context>
<context>
    <name>rb::LabPanel</name>
    <message>
        <source>%1 · trap %2</source>
        <translation>%1 · 陷阱 %2</translation>
    </message>
    <message>
        <source>Run lab ▶</source>
        <translation>运行教学实验 ▶</translation>
    </message>
    <message>
        <source>Run this lab&apos;s experiment and store its runs (Ctrl+R)</source>
        <translation>运行本教学实验的实验并保存其运行（Ctrl+R）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open in Compare</source>
        <translation>在对比视图中打开</translation>
    </message>
    <message>
        <source>Select this lab&apos;s runs in the Compare view</source>
        <translation>在对比视图中选中本教学实验的运行</translation>
    </message>
    <message>
        <source>No lab</source>
        <translation>无教学实验</translation>
    </message>
    <message numerus="yes">
        <source>Trap %1 · board: %2 · kernel: %3 · %n configuration(s) · metrics: %4</source>
        <translation>
            <numerusform>陷阱 %1 · 开发板：%2 · 内核：%3 · %n 个配置 · 指标：%4</numerusform>
        </translation>
    </message>
    <message>
        <source>What to observe</source>
        <translation>观察要点</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>思考题</translation>
    </message>
    <message>
        <source>Run the lab to see its result here: for each metric, the configurations run with n, min, median and max.</source>
        <translation>运行教学实验后在此查看结果：每个指标列出所运行的配置及其 n、最小值、中位数和最大值。</translation>
    </message>
    <message>
        <source>No lab is selected.</source>
        <translation>未选择教学实验。</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>已有运行正在进行。</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>未打开数据库。</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>正在运行 %1…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Finished: %1 stored, %2 failed%3</source>
        <translation>已完成：保存 %1 个，失败 %2 个%3</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>，已取消</translation>
    </message>
    <message>
        <source>(the Live tab&apos;s log says why)</source>
        <translation>（原因见“实时”页的日志）</translation>
    </message>
    <message>
        <source>No run was stored.</source>
        <translation>没有保存任何运行。</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>%1 — trap %2</source>
        <translation>%1 —— 陷阱 %2</translation>
    </message>
    <message>
        <source>This lab needs the source tree of %1. Add one in File › Settings… › Kernels, or set its directory in Kernel source directories (setting kernel_dirs/%2), then run the lab.</source>
        <translation>此教学实验需要 %1 的内核源码树。请在“文件 › 设置… › 内核”中添加，或在“内核源码目录”中设置其目录（设置项 kernel_dirs/%2），然后运行教学实验。</translation>
    </message>
    <message>
        <source>configuration %1/%2: %3</source>
        <translation>配置 %1/%2：%3</translation>
    </message>
    <message>
        <source>configuration %1/%1</source>
        <translation>配置 %1/%1</translation>
    </message>
    <message>
        <source>Print lab sheet</source>
        <translation>打印实验单</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write the sheet: %1</source>
        <translation>无法写入实验单：%1</translation>
    </message>
    <message>
        <source>Sheet written to %1</source>
        <translation>实验单已写入 %1</translation>
    </message>
    <message>
        <source>Print sheet…</source>
        <translation>打印实验单…</translation>
    </message>
    <message>
        <source>Write this lab&apos;s sheet for students as a PDF (filled with the runs of its last run here)</source>
        <translation>把该实验的学生实验单写成 PDF（填入此处最近一次运行的结果）</translation>
    </message>
    <message>
        <source>student</source>
        <translation>学生</translation>
    </message>
    <message>
        <source>class</source>
        <translation>班级</translation>
    </message>
</context>
<context>
    <name>rb::LabPanelResults</name>
    <message>
        <source>not stored</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Result&lt;/b&gt;&lt;br&gt;%n run(s) stored. Values are corrected samples (raw − overhead).</source>
        <translation>
            <numerusform>&lt;b&gt;结果&lt;/b&gt;&lt;br&gt;已保存 %n 次运行。数值为校正后的样本（原始值 − 开销）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Cold</source>
        <translation>冷启动</translation>
    </message>
    <message>
        <source>The measurement chain&apos;s overhead, subtracted from every sample</source>
        <translation>测量链路的开销，已从每个样本中减去</translation>
    </message>
    <message>
        <source>The first (cold) sample, recorded apart, minus the overhead</source>
        <translation>单独记录的第一个（冷）样本，已减去开销</translation>
    </message>
    <message>
        <source>%1
Run %2 · %3 · case %4</source>
        <translation>%1
运行 %2 · %3 · 测试项 %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;This lab&apos;s trap: #%1 %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;本教学实验的测量陷阱：#%1 %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Run %1 (%2): quiet</source>
        <translation>运行 %1（%2）：未出现</translation>
    </message>
    <message>
        <source>Run %1 (%2): &lt;b&gt;fired&lt;/b&gt;</source>
        <translation>运行 %1（%2）：&lt;b&gt;已出现&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other traps and notes&lt;/b&gt;</source>
        <translation>&lt;b&gt;其他测量陷阱与提示&lt;/b&gt;</translation>
    </message>
    <message>
        <source>#%1 %2 (runs %3): %4</source>
        <translation>#%1 %2（运行 %3）：%4</translation>
    </message>
</context>
<context>
    <name>rb::LabSheet</name>
    <message>
        <source>Lab sheet</source>
        <translation>实验单</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>姓名：</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>日期：</translation>
    </message>
    <message>
        <source>This lab shows none of the twelve traps by number: it shows what a measured figure holds. rtosbench still checks every run for all twelve and lists what it finds.</source>
        <translation>本实验不对应十二个陷阱中的任何一个编号：它展示一个测得的数字包含了什么。rtosbench 仍会对每次运行检查全部十二个陷阱，并列出发现的问题。</translation>
    </message>
    <message>
        <source>One configuration of this lab falls into the trap on purpose and the other avoids it. After the run rtosbench judges every run with its trap detectors: &quot;fired&quot; when the trap shows in that run, &quot;quiet&quot; when it does not. Find out which configuration fires it and why.</source>
        <translation>本实验中一个配置故意落入陷阱，另一个避开陷阱。运行后，rtosbench 用陷阱检测器判定每次运行：该次运行出现陷阱为“触发”，否则为“未触发”。找出哪个配置触发了陷阱，以及为什么。</translation>
    </message>
    <message>
        <source>Add the source tree of %1 (a directory or an archive your teacher gives you; or %2):</source>
        <translation>添加 %1 的源码树（老师提供的目录或压缩包；或 %2）：</translation>
    </message>
    <message>
        <source>Run the lab. It builds the firmware, runs every configuration and prints a table of the metrics and the trap&apos;s verdict per run:</source>
        <translation>运行实验。它会构建固件、运行每个配置，并打印各指标的表格以及每次运行的陷阱判定：</translation>
    </message>
    <message>
        <source>Or in the workbench: View › Labs (Ctrl+L), pick &quot;%1&quot;, press Run lab ▶ (Ctrl+R); then Open in Compare shows the runs side by side.</source>
        <translation>或在工作台中：视图 › 实验（Ctrl+L），选择“%1”，按“运行实验 ▶”（Ctrl+R）；然后“在比较中打开”可并排查看各次运行。</translation>
    </message>
    <message>
        <source>Write the medians and the verdicts into the table below and answer the questions.</source>
        <translation>把中位数和判定填入下表，并回答问题。</translation>
    </message>
    <message>
        <source>Or fill this sheet with your own numbers (the run ids are printed by lab run; %1 lists them):</source>
        <translation>或用你自己的数字填写本实验单（运行编号由 lab run 打印；%1 会列出它们）：</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>配置</translation>
    </message>
    <message>
        <source>median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>median (%1)</source>
        <translation>中位数（%1）</translation>
    </message>
    <message>
        <source>Trap #%1</source>
        <translation>陷阱 #%1</translation>
    </message>
    <message>
        <source>fired / quiet</source>
        <translation>触发 / 未触发</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺少</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>未触发</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>触发</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>开发板</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>编译器</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>优化级别</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>计时器</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>The trap</source>
        <translation>陷阱</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>你的结果</translation>
    </message>
    <message>
        <source>Medians of the corrected samples (raw − overhead) of your runs, and the lab trap&apos;s verdict on each.</source>
        <translation>你的各次运行校正后样本（原始值 − 开销）的中位数，以及实验陷阱对每次运行的判定。</translation>
    </message>
    <message>
        <source>Conditions of your runs</source>
        <translation>你的运行条件</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>the lab sheet needs a QGuiApplication</source>
        <translation>实验单需要 QGuiApplication</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>rb::LavaJob</name>
    <message>
        <source>LAVA runs no &quot;%1&quot; board (qemu or gd32f103)</source>
        <translation>LAVA 不运行“%1”开发板（只运行 qemu 或 gd32f103）</translation>
    </message>
    <message>
        <source>the plan id, build id or firmware SHA-256 is not hexadecimal</source>
        <translation>计划 ID、构建 ID 或固件 SHA-256 不是十六进制</translation>
    </message>
    <message>
        <source>a label, name or path holds a control character</source>
        <translation>标签、名称或路径中含有控制字符</translation>
    </message>
    <message>
        <source>the timeout must be at least one second</source>
        <translation>超时至少为一秒</translation>
    </message>
    <message>
        <source>the OpenOCD script&apos;s URL is missing or malformed</source>
        <translation>OpenOCD 脚本的 URL 缺失或格式错误</translation>
    </message>
    <message>
        <source>its metadata is not rtosbench&apos;s (rtosbench.plan_id, plan_index, board, build_id, firmware_sha256)</source>
        <translation>它的元数据不是 rtosbench 的（rtosbench.plan_id、plan_index、board、build_id、firmware_sha256）</translation>
    </message>
</context>
<context>
    <name>rb::LavaLog</name>
    <message>
        <source>not a LAVA job log: no line of it is a LAVA log record</source>
        <translation>不是 LAVA 作业日志：其中没有一行是 LAVA 日志记录</translation>
    </message>
</context>
<context>
    <name>rb::LavaServer</name>
    <message>
        <source>the LAVA server must be an http(s)://host[:port][/path] URL without user, query or fragment</source>
        <translation>LAVA 服务器必须是 http(s)://host[:port][/path] 形式的 URL，不含用户、查询或片段</translation>
    </message>
    <message>
        <source>the token file must hold one token (letters, digits, ._~+/=-) and nothing else</source>
        <translation>令牌文件只能包含一个令牌（字母、数字、._~+/=-），别无其他</translation>
    </message>
    <message>
        <source>%1 answered with a redirect (HTTP %2): not followed, the token goes to the server given only</source>
        <translation>%1 返回了重定向（HTTP %2）：未跟随，令牌只发给指定的服务器</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2</source>
        <translation>%1 返回 HTTP %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>未在规定时间内应答</translation>
    </message>
    <message>
        <source>job %1: the server&apos;s answer is not a LAVA job</source>
        <translation>作业 %1：服务器的应答不是一个 LAVA 作业</translation>
    </message>
    <message>
        <source>a plan id is 16 hexadecimal digits</source>
        <translation>计划 ID 应为 16 位十六进制数字</translation>
    </message>
    <message>
        <source>the server&apos;s job list is not a LAVA job list</source>
        <translation>服务器返回的作业列表不是 LAVA 作业列表</translation>
    </message>
    <message>
        <source>the server&apos;s job list names a job without an id</source>
        <translation>服务器返回的作业列表中有作业没有 ID</translation>
    </message>
    <message>
        <source>the server lists %1 jobs for the plan, more than %2</source>
        <translation>服务器为该计划列出了 %1 个作业，超过上限 %2</translation>
    </message>
</context>
<context>
    <name>rb::LineCut</name>
    <message numerus="yes">
        <source> ... [+%n character(s)]</source>
        <translation>
            <numerusform> ... [另有 %n 个字符]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::LiveRunView</name>
    <message>
        <source>The run&apos;s log appears here.</source>
        <translation>运行日志将显示在此处。</translation>
    </message>
    <message>
        <source>sample index</source>
        <translation>样本序号</translation>
    </message>
    <message>
        <source>No experiment loaded. Use Experiment → New experiment… (Ctrl+N).</source>
        <translation>未加载实验。请使用“实验 → 新建实验…”（Ctrl+N）。</translation>
    </message>
    <message>
        <source>%1 ∈ {%2}</source>
        <translation>%1 ∈ {%2}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Board: &lt;b&gt;%3&lt;/b&gt; · kernels: &lt;b&gt;%4&lt;/b&gt; · varied: &lt;b&gt;%5&lt;/b&gt; · repetitions: %6 · &lt;b&gt;%n configuration(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;开发板：&lt;b&gt;%3&lt;/b&gt; · 内核：&lt;b&gt;%4&lt;/b&gt; · 变化条件：&lt;b&gt;%5&lt;/b&gt; · 重复次数：%6 · &lt;b&gt;%n 个配置&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>已有运行正在进行。</translation>
    </message>
    <message>
        <source>No experiment loaded.</source>
        <translation>未加载实验。</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>未打开数据库。</translation>
    </message>
    <message>
        <source>configuration 0/%1</source>
        <translation>配置 0/%1</translation>
    </message>
    <message>
        <source>configuration %1 failed: %2</source>
        <translation>配置 %1 失败：%2</translation>
    </message>
    <message numerus="yes">
        <source>running %1: %n configuration(s)</source>
        <translation>
            <numerusform>正在运行 %1：%n 个配置</numerusform>
        </translation>
    </message>
    <message>
        <source>stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>configuration %1/%2: %3</source>
        <translation>配置 %1/%2：%3</translation>
    </message>
    <message>
        <source>%1: %2/%3 samples</source>
        <translation>%1：%2/%3 个样本</translation>
    </message>
    <message>
        <source>configuration %1 stored as run %2 (%3)</source>
        <translation>配置 %1 已保存为运行 %2（%3）</translation>
    </message>
    <message>
        <source>configuration %1 stored as run %2 (%3: %4)</source>
        <translation>配置 %1 已保存为运行 %2（%3：%4）</translation>
    </message>
    <message>
        <source>configuration %1/%1</source>
        <translation>配置 %1/%1</translation>
    </message>
    <message>
        <source>Run finished: %1 stored, %2 failed%3</source>
        <translation>运行结束：%1 个已保存，%2 个失败%3</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>，已取消</translation>
    </message>
    <message>
        <source>Run commands of this experiment file?</source>
        <translation>运行此实验文件中的命令吗？</translation>
    </message>
    <message>
        <source>%1 makes rtosbench run commands of its own. Run them only if you trust the file: review what it runs below.</source>
        <translation>%1 会让 rtosbench 运行其自带的命令。只有在信任该文件时才运行：请检查下面将要运行的内容。</translation>
    </message>
    <message>
        <source>File: %1
SHA-256: %2</source>
        <translation>文件：%1
SHA-256：%2</translation>
    </message>
    <message>
        <source>Trust and run</source>
        <translation>信任并运行</translation>
    </message>
    <message>
        <source>The experiment file&apos;s commands were not trusted: nothing was run.</source>
        <translation>未信任该实验文件的命令：没有运行任何内容。</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Nothing was run: %1</source>
        <translation>未运行任何配置：%1</translation>
    </message>
    <message>
        <source>raw sample</source>
        <translation>原始样本</translation>
    </message>
    <message>
        <source>Runs on &lt;b&gt;%1&lt;/b&gt;, the toolbar&apos;s board, not on %2 as the experiment says.</source>
        <translation>将在工具栏选择的开发板 &lt;b&gt;%1&lt;/b&gt; 上运行，而不是实验指定的 %2。</translation>
    </message>
    <message>
        <source>Cannot run yet:</source>
        <translation>尚不能运行：</translation>
    </message>
    <message>
        <source>%1 (%2, raw)</source>
        <translation>%1（%2，原始值）</translation>
    </message>
</context>
<context>
    <name>rb::MainWindow</name>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Rank shift</source>
        <translation>排名变化</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行记录</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>参考数据</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>Labs</source>
        <translation>教学实验</translation>
    </message>
    <message>
        <source>Board the next run uses</source>
        <translation>下次运行使用的开发板</translation>
    </message>
    <message>
        <source>Units of every plot and table</source>
        <translation>所有图表和表格使用的单位</translation>
    </message>
    <message>
        <source> Board: </source>
        <translation> 开发板： </translation>
    </message>
    <message>
        <source> Units: </source>
        <translation> 单位： </translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>导出报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Write a PDF report of the compared runs (all runs if none)</source>
        <translation>为参与比较的运行生成 PDF 报告（未选择时包含全部运行）</translation>
    </message>
    <message>
        <source>&amp;Labs</source>
        <translation>教学实验(&amp;L)</translation>
    </message>
    <message>
        <source>Show the guided labs (run one with Ctrl+R)</source>
        <translation>显示引导式教学实验（按 Ctrl+R 运行其中一个）</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>未打开数据库。</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>正在生成报告…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The report was cancelled.</source>
        <translation>报告已取消。</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>打开数据库</translation>
    </message>
    <message>
        <source>Opened %1: %2 runs, %3 published numbers</source>
        <translation>已打开 %1：%2 次运行，%3 条已发表数据</translation>
    </message>
    <message>
        <source>rtosbench databases (*.db);;All files (*)</source>
        <translation>rtosbench 数据库 (*.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>rtosbench</source>
        <translation>rtosbench</translation>
    </message>
    <message>
        <source>%1 – rtosbench</source>
        <translation>%1 – rtosbench</translation>
    </message>
    <message>
        <source>no database</source>
        <translation>无数据库</translation>
    </message>
    <message>
        <source>%1 runs · %2</source>
        <translation>%1 次运行 · %2</translation>
    </message>
    <message>
        <source>µs unavailable: %1</source>
        <translation>µs 不可用：%1</translation>
    </message>
    <message>
        <source>About rtosbench</source>
        <translation>关于 rtosbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;rtosbench %1&lt;/h3&gt;&lt;p&gt;A workbench for measuring and comparing real-time operating systems on microcontrollers.&lt;/p&gt;&lt;p&gt;Every number carries its conditions: compiler and flags, clock, kernel configuration and timing method.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Plots: QCustomPlot.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;rtosbench %1&lt;/h3&gt;&lt;p&gt;用于在微控制器上测量和比较实时操作系统的工作台。&lt;/p&gt;&lt;p&gt;每个数字都附带其测量条件：编译器与编译选项、时钟、内核配置和计时方法。&lt;/p&gt;&lt;p&gt;许可证：GPL-3.0-or-later。图表：QCustomPlot。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>An experiment is running. Stop it and quit?</source>
        <translation>实验正在运行。要停止并退出吗？</translation>
    </message>
    <message>
        <source>&amp;Reload runs</source>
        <translation>重新载入运行(&amp;R)</translation>
    </message>
    <message>
        <source>Read the run list again (runs another program stored appear by themselves within a few seconds)</source>
        <translation>重新读取运行列表（其他程序存储的运行会在几秒内自动出现）</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>The language changes the next time rtosbench starts.</source>
        <translation>语言将在下次启动 rtosbench 时生效。</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>总览</translation>
    </message>
    <message>
        <source>Kernels × metrics: median and rank in each configuration</source>
        <translation>内核 × 指标：各配置下的中位数与排名</translation>
    </message>
    <message>
        <source>Each run in the unit it was measured in (emulated ticks on the virtual board, ns on the host), not converted</source>
        <translation>每个运行使用其测量时的单位（虚拟开发板为模拟 tick，主机为 ns），不做换算</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>开发板(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Check set-up…</source>
        <translation>检查连接与设置(&amp;C)…</translation>
    </message>
    <message>
        <source>Prove the probe, the chip, the serial port and the clock of a GD32F103 before the first real run</source>
        <translation>在第一次真正运行之前验证 GD32F103 的调试器、芯片、串口和时钟</translation>
    </message>
    <message>
        <source>→ shown in %1</source>
        <translation>→ 以 %1 显示</translation>
    </message>
    <message>
        <source>The runs compared cannot be shown in the chosen unit; they are plotted in %1.</source>
        <translation>所比较的运行无法以所选单位显示；图中使用 %1。</translation>
    </message>
    <message>
        <source>Open &amp;shared database…</source>
        <translation>打开共享数据库(&amp;S)…</translation>
    </message>
    <message>
        <source>Import &amp;analyser capture…</source>
        <translation>导入逻辑分析仪采集(&amp;A)…</translation>
    </message>
    <message>
        <source>Store a logic analyser&apos;s capture of a marker pin (sigrok .sr) as a run with timing method gpio-analyser</source>
        <translation>将标记引脚的逻辑分析仪采集（sigrok .sr）保存为一次计时方法为 gpio-analyser 的运行</translation>
    </message>
    <message>
        <source>&amp;Attribute kernel options…</source>
        <translation>内核选项归因(&amp;A)…</translation>
    </message>
    <message>
        <source>Export report (a PDF, and every sample in &lt;name&gt;.samples.csv beside it)</source>
        <translation>导出报告（PDF，以及同目录下包含全部样本的 &lt;name&gt;.samples.csv）</translation>
    </message>
    <message>
        <source>Report written to %1; every sample in %2 (%3).</source>
        <translation>报告已写入 %1；全部样本在 %2（%3）。</translation>
    </message>
    <message>
        <source>µs unavailable for these runs (%1): shown in cycles.</source>
        <translation>这些运行无法以 µs 显示（%1）：改以周期显示。</translation>
    </message>
    <message>
        <source>Kernel &amp;history…</source>
        <translation>内核历史(&amp;H)…</translation>
    </message>
    <message>
        <source>Export report: %1</source>
        <translation>导出报告：%1</translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <source>New experiment: %1</source>
        <translation>新建实验：%1</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>运行：%1</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation>无法打开数据库 %1：%2</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>班级</translation>
    </message>
    <message>
        <source>One row per student of a class for a lab (issue 39)</source>
        <translation>某个教学实验中班级的每位学生各占一行（issue 39）</translation>
    </message>
</context>
<context>
    <name>rb::ModelBesidePublished</name>
    <message>
        <source>%1 cycles</source>
        <translation>%1 周期</translation>
    </message>
    <message>
        <source>%1 µs × %2 MHz</source>
        <translation>%1 µs × %2 MHz</translation>
    </message>
</context>
<context>
    <name>rb::ModelEstimate</name>
    <message>
        <source>run here, estimated by the cycle model</source>
        <translation>在此运行，由周期模型估算</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>已测量</translation>
    </message>
</context>
<context>
    <name>rb::OpenOcd</name>
    <message>
        <source>OpenOCD cannot find the configuration file %1: check the probe and target settings</source>
        <translation>OpenOCD 找不到配置文件 %1：请检查调试探针和目标设置</translation>
    </message>
    <message>
        <source>no CMSIS-DAP probe found: is it plugged in and are the udev rules installed?</source>
        <translation>未找到 CMSIS-DAP 调试探针：是否已插好？udev 规则是否已安装？</translation>
    </message>
    <message>
        <source>no J-Link probe found: is it plugged in and are the udev rules installed?</source>
        <translation>未找到 J-Link 调试探针：是否已插好？udev 规则是否已安装？</translation>
    </message>
    <message>
        <source>no ST-LINK probe found: is it plugged in and are the udev rules installed?</source>
        <translation>未找到 ST-LINK 调试探针：是否已插好？udev 规则是否已安装？</translation>
    </message>
    <message>
        <source>the debug probe could not be opened: is it plugged in and are the udev rules installed?</source>
        <translation>无法打开调试探针：是否已插好？udev 规则是否已安装？</translation>
    </message>
    <message>
        <source>the probe answered but the target did not: check the wiring (SWDIO, SWCLK, GND), the power, and that the board is a GD32F103/STM32F1</source>
        <translation>调试探针有响应，但目标芯片无响应：请检查接线（SWDIO、SWCLK、GND）和供电，并确认开发板是 GD32F103/STM32F1</translation>
    </message>
    <message>
        <source>the flash verify failed: the image in flash differs from the ELF (flash protected or worn?)</source>
        <translation>Flash 校验失败：Flash 中的镜像与 ELF 不一致（Flash 被写保护或已磨损？）</translation>
    </message>
    <message>
        <source>programmed and verified</source>
        <translation>已烧录并校验</translation>
    </message>
    <message>
        <source>programmed</source>
        <translation>已烧录</translation>
    </message>
    <message>
        <source>OpenOCD failed with exit code %1</source>
        <translation>OpenOCD 失败，退出码为 %1</translation>
    </message>
    <message>
        <source>OpenOCD failed: %1</source>
        <translation>OpenOCD 失败：%1</translation>
    </message>
    <message>
        <source>OpenOCD (%1) was not found: install it (apt install openocd) or set its path in Settings</source>
        <translation>未找到 OpenOCD（%1）：请安装（apt install openocd）或在设置中指定其路径</translation>
    </message>
    <message>
        <source>the firmware %1 does not exist</source>
        <translation>固件 %1 不存在</translation>
    </message>
    <message>
        <source>OpenOCD could not be started: %1</source>
        <translation>无法启动 OpenOCD：%1</translation>
    </message>
    <message>
        <source>flashing cancelled</source>
        <translation>烧录已取消</translation>
    </message>
    <message>
        <source>OpenOCD did not finish within %1 s</source>
        <translation>OpenOCD 未在 %1 秒内完成</translation>
    </message>
</context>
<context>
    <name>rb::OverviewData</name>
    <message>
        <source>Besides the kernel the runs differ in more than one condition (%1): shown as one configuration.</source>
        <translation>除内核外，这些运行在多个条件上不同（%1）：按一个配置显示。</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>所有运行</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>无样本</translation>
    </message>
    <message>
        <source>Not shown: runs %1 (another checked run has the same kernel and configuration; check one run each).</source>
        <translation>未显示：运行 %1（另一个已勾选的运行具有相同的内核和配置；每种只勾选一个运行）。</translation>
    </message>
    <message>
        <source>Runs %1 shown in %2, not converted: %3</source>
        <translation>运行 %1 以 %2 显示，未换算：%3</translation>
    </message>
    <message>
        <source>not ranked: in %1, the others in %2</source>
        <translation>未排名：单位为 %1，其他为 %2</translation>
    </message>
    <message>
        <source>Not ranked (in %1, the others of their configuration in %2): runs %3.</source>
        <translation>未排名（单位为 %1，同一配置的其他运行为 %2）：运行 %3。</translation>
    </message>
    <message>
        <source>footprint unknown</source>
        <translation>占用未知</translation>
    </message>
</context>
<context>
    <name>rb::OverviewView</name>
    <message>
        <source>The configuration shown; switching frames the ranks that change</source>
        <translation>显示的配置；切换时会框出排名变化的单元格</translation>
    </message>
    <message>
        <source>Click a cell (or press Enter) to see the run&apos;s distribution</source>
        <translation>单击单元格（或按 Enter）查看该运行的分布</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>配置：</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>All side by side</source>
        <translation>全部并排</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>无运行</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>峰值 %1</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>rank %1 of %2</source>
        <translation>第 %1 名（共 %2）</translation>
    </message>
    <message>
        <source> ↑ was %1</source>
        <translation> ↑ 原为 %1</translation>
    </message>
    <message>
        <source> ↓ was %1</source>
        <translation> ↓ 原为 %1</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Run %1 · %2 · %3
Click or press Enter for its distribution</source>
        <translation>运行 %1 · %2 · %3
单击或按 Enter 查看其分布</translation>
    </message>
    <message>
        <source>No runs: check runs in the side panel (or none for all).</source>
        <translation>没有运行：在侧边栏勾选运行（不勾选则为全部）。</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s); no condition varies besides the kernel.</source>
        <translation>
            <numerusform>%n 个内核；除内核外没有变化的条件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) × %1 configurations of %2. Rank 1 = best median in its configuration; colour: green best, red worst.</source>
        <translation>
            <numerusform>%n 个内核 × %2 的 %1 个配置。第 1 名 = 该配置中中位数最优；颜色：绿色最好，红色最差。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Framed: %n rank(s) changed since %1.</source>
        <translation>
            <numerusform>已框出：自 %1 以来 %n 个排名发生变化。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see the tooltip).</source>
        <translation>
            <numerusform>……另有 %n 条（见提示）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Copied the overview as Markdown.</source>
        <translation>已将总览复制为 Markdown。</translation>
    </message>
    <message>
        <source>Kernel-only: %1 %2 (the median minus the adapter&apos;s stated emulation cost, mech.*.cost = %3)</source>
        <translation>仅内核：%1 %2（中位数减去适配层声明的模拟开销，mech.*.cost = %3）</translation>
    </message>
    <message>
        <source>Run %1 · %2 · %3
One exact value per run, not a distribution: the image&apos;s %4 in bytes, as its firmware states them (FOOT). Rank 1 = the smallest.</source>
        <translation>运行 %1 · %2 · %3
每次运行一个精确值，不是分布：映像的 %4 字节数，由其固件声明（FOOT）。第 1 名 = 最小。</translation>
    </message>
    <message>
        <source>%1 of run %2 is one exact value (bytes of its image), not a distribution: the run&apos;s details list its sections.</source>
        <translation>运行 %2 的 %1 是一个精确值（映像的字节数），不是分布：运行详情列出了它的各个段。</translation>
    </message>
</context>
<context>
    <name>rb::PlanStore</name>
    <message>
        <source>cannot store the plan</source>
        <translation>无法存储计划</translation>
    </message>
    <message>
        <source>the plan %1 was not stored</source>
        <translation>计划 %1 没有被存储</translation>
    </message>
    <message>
        <source>the stored plan %1 has %2 configurations, this one %3</source>
        <translation>已存储的计划 %1 有 %2 个配置，而这个有 %3 个</translation>
    </message>
    <message>
        <source>cannot read the plan</source>
        <translation>无法读取计划</translation>
    </message>
    <message>
        <source>cannot read the runs of the plan</source>
        <translation>无法读取计划的运行</translation>
    </message>
</context>
<context>
    <name>rb::QemuBoard</name>
    <message>
        <source>QEMU (%1) was not found: install qemu-system-arm or set its path in Settings</source>
        <translation>未找到 QEMU（%1）：请安装 qemu-system-arm 或在设置中指定其路径</translation>
    </message>
    <message>
        <source>cannot create a temporary directory for the QEMU socket</source>
        <translation>无法为 QEMU 套接字创建临时目录</translation>
    </message>
    <message>
        <source>the QEMU command has no &quot;-serial stdio&quot; to attach the UART to</source>
        <translation>QEMU 命令中没有用于连接 UART 的“-serial stdio”</translation>
    </message>
    <message>
        <source>starting QEMU: %1 %2</source>
        <translation>正在启动 QEMU：%1 %2</translation>
    </message>
    <message>
        <source>QEMU could not be started: %1</source>
        <translation>无法启动 QEMU：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>QEMU did not open its UART socket: %1</source>
        <translation>QEMU 未打开其 UART 套接字：%1</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>已被用户取消</translation>
    </message>
    <message>
        <source>the virtual board did not finish within %1 s: killed</source>
        <translation>虚拟开发板未在 %1 秒内完成：已终止</translation>
    </message>
    <message>
        <source>the virtual board sent nothing for %1 s (hung?): killed</source>
        <translation>虚拟开发板已有 %1 秒未发送任何数据（卡死？）：已终止</translation>
    </message>
    <message>
        <source>QEMU crashed: %1</source>
        <translation>QEMU 崩溃：%1</translation>
    </message>
    <message>
        <source>the firmware exited with code %1</source>
        <translation>固件退出，退出码为 %1</translation>
    </message>
</context>
<context>
    <name>rb::RankShiftView</name>
    <message>
        <source>Runs (selected, or all)</source>
        <translation>运行记录（选中的，或全部）</translation>
    </message>
    <message>
        <source>Published (checked sources, or all)</source>
        <translation>已发表数据（勾选的来源，或全部）</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>The condition whose values form the columns</source>
        <translation>以其取值作为各列的条件</translation>
    </message>
    <message>
        <source>Kernels to rank</source>
        <translation>参与排名的内核</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>数据：</translation>
    </message>
    <message>
        <source>Varied:</source>
        <translation>变化条件：</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <source>Ranking (bootstrap)…</source>
        <translation>正在排名（自助法）…</translation>
    </message>
    <message>
        <source>Need at least two configurations with two kernels each.</source>
        <translation>至少需要两个配置，且每个配置至少包含两个内核。</translation>
    </message>
    <message>
        <source>rank (1 = fastest median)</source>
        <translation>排名（1 = 中位数最快）</translation>
    </message>
    <message>
        <source>τ(%1 → %2) = %3 (%4 kernels)</source>
        <translation>τ(%1 → %2) = %3（%4 个内核）</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>Kendall τ between neighbours: %1. Dashed, faded segments: the rank change is not significant.</source>
        <translation>相邻列之间的 Kendall τ：%1。虚线、淡色线段：排名变化不显著。</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>From</source>
        <translation>从</translation>
    </message>
    <message>
        <source>To</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Significant</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Copied the rank flips as Markdown.</source>
        <translation>已将排名反转复制为 Markdown。</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out (in %1, the ranking is in %2): %3</source>
        <translation>未纳入（单位为 %1，排名使用 %2）：%3</translation>
    </message>
    <message>
        <source>no unit</source>
        <translation>无单位</translation>
    </message>
</context>
<context>
    <name>rb::ReferenceCsv</name>
    <message>
        <source>line %1: quote inside an unquoted field</source>
        <translation>第 %1 行：未加引号的字段中出现引号</translation>
    </message>
    <message>
        <source>line %1: text after a closing quote</source>
        <translation>第 %1 行：闭合引号之后还有文本</translation>
    </message>
    <message>
        <source>line %1: unterminated quoted field</source>
        <translation>第 %1 行：带引号的字段未闭合</translation>
    </message>
    <message>
        <source>empty reference table</source>
        <translation>参考数据表为空</translation>
    </message>
    <message>
        <source>reference table lacks the column &apos;%1&apos;</source>
        <translation>参考数据表缺少列 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>record %1 has %2 fields, the header %3</source>
        <translation>记录 %1 有 %2 个字段，而表头有 %3 个</translation>
    </message>
    <message>
        <source>record %1: bad clock_mhz &apos;%2&apos;</source>
        <translation>记录 %1：clock_mhz 值 &apos;%2&apos; 无效</translation>
    </message>
    <message>
        <source>record %1: missing source, metric, unit or a numeric value</source>
        <translation>记录 %1：缺少 source、metric、unit 或数值型 value</translation>
    </message>
</context>
<context>
    <name>rb::ReferenceTableModel</name>
    <message>
        <source>published</source>
        <translation>已发表</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Published by: %1
Statistic: %2</source>
        <translation>发表来源：%1
统计量：%2</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>rb::ReferenceView</name>
    <message>
        <source>Filter published numbers (any column)</source>
        <translation>筛选已发表数据（任意列）</translation>
    </message>
    <message>
        <source>Published numbers from articles, with the conditions they state. They were not measured here; plots draw them hollow and dashed, marked &quot;published&quot;.</source>
        <translation>来自文章的已发表数据，附有文章所述的测量条件。这些数据并非在此测得；图中以空心和虚线绘制，并标注“已发表”。</translation>
    </message>
    <message>
        <source>%1 of %2 published numbers</source>
        <translation>显示 %1 条，共 %2 条已发表数据</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n published number(s) as CSV.</source>
        <translation>
            <numerusform>已将 %n 条已发表数据复制为 CSV。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::Report</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source> (emulated)</source>
        <translation>（模拟）</translation>
    </message>
    <message>
        <source> (hardware)</source>
        <translation>（硬件）</translation>
    </message>
    <message>
        <source>Run %1: %2 %3 on %4 / %5 (%6) at %7, %8 flash wait states; compiler %9 %10, flags &quot;%11&quot;; kernel profile %12; timing %13; debugger %14</source>
        <translation>运行 %1：%2 %3，在 %4 / %5（%6）上，时钟 %7，Flash 等待周期 %8；编译器 %9 %10，编译选项 &quot;%11&quot;；内核配置档 %12；计时方法 %13；调试器 %14</translation>
    </message>
    <message>
        <source>the database holds no runs</source>
        <translation>数据库中没有运行记录</translation>
    </message>
    <message>
        <source>no run %1</source>
        <translation>不存在运行 %1</translation>
    </message>
    <message>
        <source>the runs have none of the metrics %1</source>
        <translation>这些运行不包含指标 %1 中的任何一项</translation>
    </message>
    <message>
        <source>Rank-shift chart omitted: only one kernel (%1) is in the report.</source>
        <translation>已省略排名变化图：报告中只有一个内核（%1）。</translation>
    </message>
    <message>
        <source>Rank-shift chart omitted: the runs differ only in the kernel, so there is a single ranking (see the summary tables).</source>
        <translation>已省略排名变化图：各运行只有内核不同，因此只有一种排名（见汇总表）。</translation>
    </message>
    <message>
        <source>Rank-shift chart omitted: besides the kernel the runs differ in more than one condition (%1), so a shift could not be attributed to one of them.</source>
        <translation>已省略排名变化图：除内核外，各运行还有不止一个条件不同（%1），因此无法将排名变化归因于其中某一个条件。</translation>
    </message>
    <message>
        <source>Studied: %1.</source>
        <translation>所研究的条件：%1。</translation>
    </message>
    <message>
        <source>Confounds: none besides the studied conditions.</source>
        <translation>混杂因素：除所研究的条件外没有其他。</translation>
    </message>
    <message>
        <source>Traps: none fired.</source>
        <translation>测量陷阱：未触发任何一项。</translation>
    </message>
    <message>
        <source> (runs %1)</source>
        <translation>（运行 %1）</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>汇总</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最小值</translation>
    </message>
    <message>
        <source>Median [95 % CI]</source>
        <translation>中位数 [95% 置信区间]</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>标准差</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>状态 %1</translation>
    </message>
    <message>
        <source>unknown (0)</source>
        <translation>未知（按 0 计）</translation>
    </message>
    <message>
        <source>Published reference values</source>
        <translation>已发表的参考值</translation>
    </message>
    <message>
        <source>Published numbers of the same metrics, with their own conditions; not measured here and not tested.</source>
        <translation>相同指标的已发表数值，附有其各自的测量条件；并非在此测得，也未做检验。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>开发板</translation>
    </message>
    <message>
        <source>Clock (Hz)</source>
        <translation>时钟（Hz）</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>统计量</translation>
    </message>
    <message>
        <source>Disclosure</source>
        <translation>条件披露</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>测量条件</translation>
    </message>
    <message>
        <source>Pairwise effects</source>
        <translation>成对比较效应</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>n A / n B</source>
        <translation>n A / n B</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>p (Holm)</source>
        <translation>p（Holm 校正）</translation>
    </message>
    <message>
        <source>Shift A - B [95 % CI]</source>
        <translation>位移 A - B [95% 置信区间]</translation>
    </message>
    <message>
        <source>No pairs: one run per metric.</source>
        <translation>无成对比较：每个指标只有一次运行。</translation>
    </message>
    <message>
        <source>Ranks of %1 by %2</source>
        <translation>%1 按 %2 的排名</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>中位数</translation>
    </message>
    <message>
        <source>Rank 95 %</source>
        <translation>排名 95% 区间</translation>
    </message>
    <message>
        <source>Flip %1 / %2 between %3 and %4: %5 (%6)</source>
        <translation>%1 / %2 在 %3 与 %4 之间排名互换：%5（%6）</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>not significant</source>
        <translation>不显著</translation>
    </message>
    <message>
        <source>Raw data</source>
        <translation>原始数据</translation>
    </message>
    <message>
        <source>Every sample (raw and corrected) is in %1 (one row per sample: run_id, metric, index, value, unit, corrected).</source>
        <translation>所有样本（原始值和校正值）均在 %1 中（每个样本一行：run_id, metric, index, value, unit, corrected）。</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Reproducibility</source>
        <translation>可复现性</translation>
    </message>
    <message>
        <source>rtosbench %1; database %2; report generated %3.</source>
        <translation>rtosbench %1；数据库 %2；报告生成于 %3。</translation>
    </message>
    <message>
        <source>Run %1 (%2, %3): started %4, finished %5; firmware sha256 %6; tools: %7; stored by rtosbench %8</source>
        <translation>运行 %1（%2，%3）：开始于 %4，结束于 %5；固件 sha256 %6；工具：%7；由 rtosbench %8 存储</translation>
    </message>
    <message>
        <source>corrected value (%1)</source>
        <translation>校正值（%1）</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>第 %1 页</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Rank shift</source>
        <translation>排名变化</translation>
    </message>
    <message>
        <source>Appendix</source>
        <translation>附录</translation>
    </message>
    <message>
        <source>the PDF report needs a QApplication (QCustomPlot draws through widgets)</source>
        <translation>PDF 报告需要 QApplication（QCustomPlot 通过控件绘图）</translation>
    </message>
    <message>
        <source>Loading runs</source>
        <translation>正在加载运行记录</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>RTOS benchmark report</source>
        <translation>RTOS 基准测试报告</translation>
    </message>
    <message>
        <source>Writing the samples CSV</source>
        <translation>正在写入样本 CSV</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Run %1: kernel tree %2, git commit %3, sha256 of the %4 compiled kernel files %5</source>
        <translation>运行 %1：内核源码树 %2，git 提交号 %3，已编译的 %4 个内核文件的 sha256 摘要 %5</translation>
    </message>
    <message>
        <source>none (not a git checkout)</source>
        <translation>无（不是 git 检出）</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>无样本</translation>
    </message>
    <message>
        <source>median [95 % CI] · rank</source>
        <translation>中位数 [95 % 置信区间] · 排名</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n runs pooled)</source>
        <translation>
            <numerusform>%1（合并 %n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs of %2 kernel(s) on %3; configurations: %4; metrics: %5. Generated %6 from %7.</source>
        <translation>%1 次运行，%2 个内核，开发板 %3；配置：%4；指标：%5。生成于 %6，数据库 %7。</translation>
    </message>
    <message>
        <source>one (only the kernel varies)</source>
        <translation>一种（只有内核不同）</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Every trap warning</source>
        <translation>全部测量陷阱警告</translation>
    </message>
    <message>
        <source>Measurement traps</source>
        <translation>测量陷阱</translation>
    </message>
    <message numerus="yes">
        <source>and %n more of this trap (all in the appendix)</source>
        <translation>
            <numerusform>此陷阱另有 %n 条（全部见附录）</numerusform>
        </translation>
    </message>
    <message>
        <source>Confounds</source>
        <translation>混杂因素</translation>
    </message>
    <message>
        <source>Shared by every run:</source>
        <translation>所有运行相同：</translation>
    </message>
    <message>
        <source>Different between runs (one row per run; empty = not stated by that run, never guessed):</source>
        <translation>各运行之间不同（每次运行一行；空白 = 该运行未说明，绝不猜测）：</translation>
    </message>
    <message>
        <source>Kernel configurations</source>
        <translation>内核配置</translation>
    </message>
    <message>
        <source>(runs %1)</source>
        <translation>（运行 %1）</translation>
    </message>
    <message>
        <source>Mann-Whitney U test (two-sided p), Holm-adjusted p within each metric, Hodges-Lehmann shift A - B with its 95 % confidence interval, in the metric&apos;s unit. The pairs that differ in one studied condition only: two kernels in the same configuration, or one kernel in two configurations (every pair: rtosbench-cli compare).</source>
        <translation>Mann-Whitney U 检验（双侧 p），每个指标内 Holm 校正的 p，Hodges-Lehmann 位移 A - B 及其 95 % 置信区间，单位为该指标的单位。只列出仅在一个被研究条件上不同的配对：同一配置中的两个内核，或同一内核的两种配置（全部配对：rtosbench-cli compare）。</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>全部运行</translation>
    </message>
    <message>
        <source>Rank shift by %1 (rank 1 = fastest median)</source>
        <translation>按%1的排名变化（排名 1 = 中位数最快）</translation>
    </message>
    <message>
        <source>median %1 (%2)</source>
        <translation>%1 的中位数（%2）</translation>
    </message>
    <message>
        <source>%1: %2 → %3, total %4, interaction %5</source>
        <translation>%1：%2 → %3，总变化 %4，交互作用 %5</translation>
    </message>
    <message>
        <source>Which option costs what: %1 %2 → %3</source>
        <translation>哪个选项代价多少：%1 %2 → %3</translation>
    </message>
    <message>
        <source>Each option alone, changed from %1 to %2&apos;s value (change of the median, Hodges-Lehmann shift and 95 % CI); the cumulative path adds them in the order %3. Interaction = total − sum of the single effects. Runs tagged %4.</source>
        <translation>每个选项单独从 %1 改为 %2 的值（中位数的变化、Hodges-Lehmann 位移及 95 % 置信区间）；累积路径按 %3 的顺序依次加入。交互作用 = 总变化 − 单项效应之和。运行的标签为 %4。</translation>
    </message>
    <message>
        <source>option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>alone [95 % CI]</source>
        <translation>单独 [95 % 置信区间]</translation>
    </message>
    <message>
        <source>on the path</source>
        <translation>在路径上</translation>
    </message>
    <message>
        <source>sum of single effects</source>
        <translation>单项效应之和</translation>
    </message>
    <message>
        <source>interaction</source>
        <translation>交互作用</translation>
    </message>
    <message>
        <source>total (%1 → %2)</source>
        <translation>总变化（%1 → %2）</translation>
    </message>
    <message>
        <source>no run has a number for any of the metrics %1</source>
        <translation>没有任何运行给出指标 %1 的数值</translation>
    </message>
    <message>
        <source>Not measured by any run (unsupported or failed): %1.</source>
        <translation>没有任何运行测得（不支持或失败）：%1。</translation>
    </message>
    <message>
        <source>Kernel-only figures</source>
        <translation>仅内核数据</translation>
    </message>
    <message>
        <source>Emulated instruction count, attributed by trace (rtosbench-cli explain): the medians over the first measured windows of the whole window (equal to the raw samples) and of its kernel layer.</source>
        <translation>模拟指令计数，由执行跟踪归因（rtosbench-cli explain）：前几个测量窗口中整个窗口（等于原始样本）及其内核层的中位数。</translation>
    </message>
    <message>
        <source>Windows</source>
        <translation>窗口数</translation>
    </message>
    <message>
        <source>Raw (traced)</source>
        <translation>原始（已跟踪）</translation>
    </message>
    <message>
        <source>Kernel-only</source>
        <translation>仅内核</translation>
    </message>
    <message>
        <source>Kernel history %1</source>
        <translation>内核历史 %1</translation>
    </message>
    <message>
        <source>Medians of each measured commit, oldest first. A change point is a pair of neighbouring measured commits whose medians differ: exact on the virtual board, where every run is deterministic; on a real board or the host compare the two runs before trusting it (docs/history.md).</source>
        <translation>每个已测量提交的中位数，最早的在前。变化点是中位数不同的一对相邻已测量提交：在虚拟开发板上是精确的，因为每次运行都是确定的；在真实开发板或主机上，请先比较这两次运行再相信它（docs/history.md）。</translation>
    </message>
    <message>
        <source>%1 (%2), after %3: %4; %5</source>
        <translation>%1（%2），在 %3 之后：%4；%5</translation>
    </message>
    <message>
        <source>kernel configuration unchanged (a code change)</source>
        <translation>内核配置未变（代码改动）</translation>
    </message>
    <message>
        <source>configuration drift: %1</source>
        <translation>配置漂移：%1</translation>
    </message>
    <message>
        <source>Change points</source>
        <translation>变化点</translation>
    </message>
    <message>
        <source>None: every measured commit has the same medians.</source>
        <translation>无：每个已测量提交的中位数都相同。</translation>
    </message>
    <message>
        <source>Not in the table (the same at every commit, or beyond eight columns): %1.</source>
        <translation>未列入表格（每个提交都相同，或超过八列）：%1。</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>提交说明</translation>
    </message>
    <message>
        <source>Per metric and run, in the run&apos;s unit, over the corrected samples (corrected = raw - overhead). The median carries its distribution-free 95 % confidence interval. Kernel-only = the median minus the adapter&apos;s emulation cost the run states for the case (COND mech.*.cost; 0 when none).</source>
        <translation>按指标和运行，以运行的单位，对修正后的样本计算（修正值 = 原始值 - 开销）。中位数附带其与分布无关的 95% 置信区间。仅内核 = 中位数减去该运行为此用例声明的适配层模拟开销（COND mech.*.cost；未声明时为 0）。</translation>
    </message>
    <message>
        <source>Footprint</source>
        <translation>占用空间</translation>
    </message>
    <message>
        <source>Bytes of each run&apos;s firmware image by section, as the firmware states them (FOOT), with the compiler and LTO that built it.</source>
        <translation>各次运行固件镜像按段统计的字节数（取自固件的 FOOT 行），并注明构建它的编译器和 LTO 设置。</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>编译器</translation>
    </message>
    <message>
        <source>LTO</source>
        <translation>LTO</translation>
    </message>
    <message>
        <source>kernel-only %1</source>
        <translation>仅内核 %1</translation>
    </message>
    <message>
        <source>Per-metric detail</source>
        <translation>各指标详情</translation>
    </message>
    <message>
        <source>No ranking changes and no trap of a metric&apos;s own: the tables above are the whole result.</source>
        <translation>没有排名变化，也没有指标自身的陷阱：上面的表格就是全部结果。</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 到 %2：%3</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%1 of %n significant)</source>
        <translation>
            <numerusform>（%n 个中 %1 个显著）</numerusform>
        </translation>
    </message>
    <message>
        <source>trap %1</source>
        <translation>陷阱 %1</translation>
    </message>
    <message>
        <source>Same order in every configuration and no trap of their own: %1 (their tables and plots are in the appendix).</source>
        <translation>在每个配置中顺序相同且没有自身的陷阱：%1（其表格和图在附录中）。</translation>
    </message>
    <message>
        <source>Different between runs:</source>
        <translation>运行之间不同的：</translation>
    </message>
    <message>
        <source>%1 (one row per run, and each kernel configuration, in the appendix).</source>
        <translation>%1（附录中每次运行一行，以及每个内核配置）。</translation>
    </message>
    <message>
        <source>Results: %1 = %2</source>
        <translation>结果：%1 = %2</translation>
    </message>
    <message>
        <source>One table per configuration: a column per kernel, a row per metric; each cell the median of the corrected samples (raw - overhead) in the metric&apos;s unit and the kernel&apos;s rank in that configuration (#1 = fastest median; green best, red worst). Where a run states its adapter&apos;s own instructions in a case&apos;s window (mech.&lt;case&gt;.cost, checked by the fairness audit), the kernel-only median (the median minus them) stands under it. Confidence intervals and per-run figures are in the appendix. Read the traps after the tables before trusting the numbers.</source>
        <translation>每个配置一张表：每个内核一列，每个指标一行；每个单元格是校正后样本（原始值 - 开销）的中位数（以该指标的单位）以及该内核在此配置中的名次（#1 = 中位数最快；绿色最好，红色最差）。若某次运行声明了其适配层在某用例窗口中的自有指令数（mech.&lt;case&gt;.cost，由公平性审计核对），则其下方给出仅内核中位数（中位数减去这些指令）。置信区间和各次运行的数字在附录中。在相信这些数字之前，请先阅读表格之后的陷阱。</translation>
    </message>
    <message numerus="yes">
        <source>The %n case(s) of the measurement chain (calibration and floors: they measure the harness, not the kernel) are in the appendix.</source>
        <translation>
            <numerusform>测量链的 %n 个用例（校准和下限：它们测量的是测试框架，而不是内核）在附录中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurement chain</source>
        <translation>测量链</translation>
    </message>
    <message>
        <source>The cases that measure the harness, not the kernel: the timer read (its median is the overhead taken off every sample), the calibration loops and sequences, and the floors. Median [95 % CI] and rank.</source>
        <translation>测量测试框架而非内核的用例：定时器读取（其中位数就是从每个样本中减去的开销）、校准循环和序列，以及下限。中位数 [95 % 置信区间] 和名次。</translation>
    </message>
    <message>
        <source>Results per metric</source>
        <translation>各指标结果</translation>
    </message>
    <message>
        <source>Median of the corrected samples (raw - overhead) with its distribution-free 95 % confidence interval, in the run&apos;s unit, and the kernel&apos;s rank within its configuration.</source>
        <translation>校正后样本（原始值 - 开销）的中位数及其无分布假设的 95 % 置信区间（以运行的单位），以及该内核在其配置中的名次。</translation>
    </message>
    <message>
        <source>estimated cycles (model)</source>
        <translation>估算周期（模型）</translation>
    </message>
    <message>
        <source>µs from estimated cycles (model)</source>
        <translation>由估算周期（模型）换算的 µs</translation>
    </message>
    <message>
        <source>%1 (estimated by the cycle model)</source>
        <translation>%1（由周期模型估算）</translation>
    </message>
    <message>
        <source>Estimated cycles (model) beside the published cycles</source>
        <translation>估算周期（模型）与已发表周期对照</translation>
    </message>
    <message>
        <source>Each cycle-model run&apos;s median (corrected: raw - overhead), in estimated cycles (model), over a published number of the same kernel and case in cycles (a number in µs times its stated clock). The model is not tuned to them; the publication&apos;s compiler, configuration and window differ, so the ratio holds those differences and the model&apos;s error together. Geometric mean of the ratios: %1.</source>
        <translation>每个周期模型运行的中位数（校正后：原始值 - 开销，单位为估算周期（模型）），除以同一内核、同一用例的已发表数值（以周期计；以 µs 发表的数值乘以其声明的时钟）。模型并未按这些数值调整；发表者的编译器、配置和测量窗口都不同，因此该比值同时包含这些差异和模型自身的误差。各比值的几何平均：%1。</translation>
    </message>
    <message>
        <source>Published in: %1</source>
        <translation>发表于：%1</translation>
    </message>
    <message>
        <source>Model (estimated cycles)</source>
        <translation>模型（估算周期）</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>已发表</translation>
    </message>
    <message>
        <source>Model / published</source>
        <translation>模型 / 已发表</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 = %2 cycles</source>
        <translation>%1 = %2 周期</translation>
    </message>
</context>
<context>
    <name>rb::Run</name>
    <message>
        <source>%1 (raw %2) - overhead %3 does not fit in a 64-bit integer, its corrected value is unknown</source>
        <translation>%1（原始值 %2）- 开销 %3 超出 64 位整数范围，其修正值未知</translation>
    </message>
    <message>
        <source>the cold sample</source>
        <translation>冷启动样本</translation>
    </message>
    <message>
        <source>sample %1</source>
        <translation>样本 %1</translation>
    </message>
    <message>
        <source>case %1: %2</source>
        <translation>用例 %1：%2</translation>
    </message>
</context>
<context>
    <name>rb::RunBrowser</name>
    <message>
        <source>Delete…</source>
        <translation>删除…</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>Filter runs (any column)</source>
        <translation>筛选运行（任意列）</translation>
    </message>
    <message>
        <source>No grouping</source>
        <translation>不分组</translation>
    </message>
    <message>
        <source>Group by %1</source>
        <translation>按 %1 分组</translation>
    </message>
    <message>
        <source>Delete the current run (Delete)</source>
        <translation>删除当前运行（Delete）</translation>
    </message>
    <message>
        <source>Bring back the last deleted run (Ctrl+Z)</source>
        <translation>恢复最近删除的运行（Ctrl+Z）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2 runs)</source>
        <translation>%1（%2 次运行）</translation>
    </message>
    <message>
        <source>Delete run</source>
        <translation>删除运行</translation>
    </message>
    <message>
        <source>Delete run %1 (%2)?
Undo delete (Ctrl+Z) brings it back until you quit.</source>
        <translation>要删除运行 %1（%2）吗？
在退出程序之前，可通过“撤销删除”（Ctrl+Z）恢复。</translation>
    </message>
    <message>
        <source>Run %1 could not be deleted: %2</source>
        <translation>无法删除运行 %1：%2</translation>
    </message>
    <message>
        <source>Deleted run %1. Undo with Ctrl+Z.</source>
        <translation>已删除运行 %1。按 Ctrl+Z 可撤销。</translation>
    </message>
    <message>
        <source>Run %1 could not be restored: %2</source>
        <translation>无法恢复运行 %1：%2</translation>
    </message>
    <message>
        <source>Restored run %1 as run %2.</source>
        <translation>已将运行 %1 恢复为运行 %2。</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n run(s) as CSV.</source>
        <translation>
            <numerusform>已将 %n 次运行复制为 CSV。</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 could not be read; it was not deleted.</source>
        <translation>无法读取运行记录 %1；未删除。</translation>
    </message>
</context>
<context>
    <name>rb::RunController</name>
    <message>
        <source>stopping: configuration %1 failed and stop-on-failure is set</source>
        <translation>正在停止：配置 %1 失败，且已启用 stop-on-failure</translation>
    </message>
    <message>
        <source>could not store the failed run: %1</source>
        <translation>无法存储失败的运行：%1</translation>
    </message>
    <message>
        <source>build failed: %1</source>
        <translation>构建失败：%1</translation>
    </message>
    <message>
        <source>firmware up to date: %1</source>
        <translation>固件已是最新：%1</translation>
    </message>
    <message>
        <source>firmware built: %1</source>
        <translation>固件已构建：%1</translation>
    </message>
    <message>
        <source>board output: %1</source>
        <translation>开发板输出：%1</translation>
    </message>
    <message>
        <source>could not store the run: %1</source>
        <translation>无法存储该运行：%1</translation>
    </message>
    <message>
        <source>cannot open the database: %1</source>
        <translation>无法打开数据库：%1</translation>
    </message>
    <message>
        <source>running up to %1 virtual-board configurations at once</source>
        <translation>同时运行最多 %1 个虚拟开发板配置</translation>
    </message>
    <message>
        <source>the icount capture is not complete (%1): not converted to cycles</source>
        <translation>icount 采集不完整（%1）：不转换为周期</translation>
    </message>
    <message>
        <source>tracing every window with the Cortex-M3 cycle model (%1)</source>
        <translation>用 Cortex-M3 周期模型跟踪每个窗口（%1）</translation>
    </message>
    <message>
        <source>cycle model: %1</source>
        <translation>周期模型：%1</translation>
    </message>
</context>
<context>
    <name>rb::RunDetailsWidget</name>
    <message>
        <source>Conditions</source>
        <translation>测量条件</translation>
    </message>
    <message>
        <source>Cases and checks</source>
        <translation>测试项与检查</translation>
    </message>
    <message>
        <source>Raw log</source>
        <translation>原始日志</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>结束时间</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Footprint</source>
        <translation>资源占用</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Firmware SHA-256</source>
        <translation>固件 SHA-256</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>预热</translation>
    </message>
    <message>
        <source>Cold</source>
        <translation>冷启动</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>切换次数</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Kernel tree</source>
        <translation>内核源码树</translation>
    </message>
    <message>
        <source>Kernel tree commit</source>
        <translation>内核源码树提交号</translation>
    </message>
    <message>
        <source>none (not a git checkout)</source>
        <translation>无（不是 git 检出）</translation>
    </message>
    <message>
        <source>Kernel tree digest</source>
        <translation>内核源码树摘要</translation>
    </message>
    <message>
        <source>%1 (%2 compiled files)</source>
        <translation>%1（%2 个已编译文件）</translation>
    </message>
    <message>
        <source>Kernel-only (trace)</source>
        <translation>仅内核（跟踪）</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>Median kernel-layer instructions over %n traced window(s): emulated instruction count, attributed by trace (rtosbench-cli explain)</source>
        <translation>
            <numerusform>%n 个已跟踪窗口中内核层指令数的中位数：模拟指令计数，由执行跟踪归因（rtosbench-cli explain）</numerusform>
        </translation>
    </message>
    <message>
        <source>rtosbench-cli explain %1 %2 counts them exactly on the virtual board.</source>
        <translation>rtosbench-cli explain %1 %2 可在虚拟开发板上精确统计这些指令。</translation>
    </message>
    <message>
        <source>Fairness audit</source>
        <translation>公平性审计</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未声明</translation>
    </message>
    <message>
        <source>Flash (%1)</source>
        <translation>闪存（%1）</translation>
    </message>
    <message>
        <source>RAM (%1)</source>
        <translation>RAM（%1）</translation>
    </message>
    <message>
        <source>Built by</source>
        <translation>构建工具</translation>
    </message>
    <message>
        <source>, LTO %1</source>
        <translation>，LTO %1</translation>
    </message>
    <message>
        <source>estimated cycles (model): the Cortex-M3 cycle model %1 for %2 on the virtual board&apos;s instruction trace, not measured; µs = cycles / %3</source>
        <translation>估算周期（模型）：在虚拟板指令跟踪上对 %2 使用 Cortex-M3 周期模型 %1 得出，并非测量；µs = 周期 / %3</translation>
    </message>
</context>
<context>
    <name>rb::RunExplainer</name>
    <message>
        <source>run %1 has no metric %2</source>
        <translation>运行 %1 没有指标 %2</translation>
    </message>
    <message>
        <source>metric %1 of run %2 has no samples</source>
        <translation>运行 %2 的指标 %1 没有样本</translation>
    </message>
    <message>
        <source>run %1 does not record its firmware&apos;s SHA-256: its exact ELF cannot be found</source>
        <translation>运行 %1 未记录其固件的 SHA-256：无法找到其确切的 ELF</translation>
    </message>
    <message>
        <source>%1 is not the firmware of run %2 (SHA-256 %3, the run&apos;s is %4)</source>
        <translation>%1 不是运行 %2 的固件（SHA-256 为 %3，该运行的为 %4）</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>the firmware of run %1 (ELF SHA-256 %2) is no longer in the build cache %3: rebuild it with the run&apos;s experiment (the same sources and compiler give the same ELF) or give it with --elf</source>
        <translation>运行 %1 的固件（ELF SHA-256 %2）已不在构建缓存 %3 中：请用该运行的实验重新构建（相同的源码和编译器会生成相同的 ELF），或用 --elf 指定</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>正在读取 %1</translation>
    </message>
    <message>
        <source>tracing %1 window(s) of %2 on the virtual board</source>
        <translation>正在虚拟开发板上跟踪 %2 的 %1 个窗口</translation>
    </message>
    <message>
        <source>the attribution does not add up to the run&apos;s raw samples (%1): not the same build or not the same -icount, nothing is reported</source>
        <translation>归因总数与该运行的原始样本不符（%1）：构建或 -icount 不同，不报告任何结果</translation>
    </message>
    <message>
        <source>tracing %1 case(s) on the virtual board</source>
        <translation>正在虚拟板上跟踪 %1 个用例</translation>
    </message>
    <message>
        <source>only runs on the virtual board with the icount timer or the cycle model can be explained (run %1: board %2, timer %3)</source>
        <translation>只能解释虚拟开发板上使用 icount 计时器或周期模型的运行（运行 %1：开发板 %2，计时器 %3）</translation>
    </message>
    <message>
        <source>run %1&apos;s cycle model target %2 at %3 Hz: %4</source>
        <translation>运行 %1 的周期模型目标 %2（%3 Hz）：%4</translation>
    </message>
</context>
<context>
    <name>rb::RunImport</name>
    <message>
        <source>&amp;Import runs…</source>
        <translation>导入运行记录(&amp;I)…</translation>
    </message>
    <message>
        <source>Store the runs of an rtosbench JSON export (rtosbench-cli export) in the open database</source>
        <translation>将 rtosbench JSON 导出文件（rtosbench-cli export）中的运行记录存入当前数据库</translation>
    </message>
    <message>
        <source>Importing runs…</source>
        <translation>正在导入运行记录…</translation>
    </message>
    <message>
        <source>Import runs</source>
        <translation>导入运行记录</translation>
    </message>
    <message>
        <source>rtosbench JSON exports (*.json);;All files (*)</source>
        <translation>rtosbench JSON 导出文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>已有一个导入正在进行。</translation>
    </message>
    <message>
        <source>Open a database before importing runs.</source>
        <translation>导入运行记录前请先打开数据库。</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>正在导入 %1…</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message>
        <source>%1 holds no runs.</source>
        <translation>%1 中没有运行记录。</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1: %2</source>
        <translation>
            <numerusform>已从 %1 导入 %n 条运行记录：%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::RunService</name>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>已有一个运行正在进行。</translation>
    </message>
    <message>
        <source>The experiment has no configuration to run.</source>
        <translation>该实验没有可运行的配置。</translation>
    </message>
    <message>
        <source>%1 (Settings › Kernels adds a tree)</source>
        <translation>%1（“设置 › 内核”可添加内核源码树）</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>无法运行：%1</translation>
    </message>
    <message>
        <source>Nothing was run: %1</source>
        <translation>未运行任何内容：%1</translation>
    </message>
</context>
<context>
    <name>rb::RunSidebar</name>
    <message>
        <source>Filter runs</source>
        <translation>筛选运行</translation>
    </message>
    <message>
        <source>Check runs to compare them</source>
        <translation>勾选运行以进行比较</translation>
    </message>
    <message>
        <source>Check published sources to overlay them</source>
        <translation>勾选已发表来源以叠加显示</translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs&lt;/b&gt;</source>
        <translation>&lt;b&gt;运行记录&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reference data&lt;/b&gt; (published)</source>
        <translation>&lt;b&gt;参考数据&lt;/b&gt;（已发表）</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation>发表来源：%1</translation>
    </message>
</context>
<context>
    <name>rb::RunStore</name>
    <message>
        <source>no database path given</source>
        <translation>未指定数据库路径</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>无法创建目录 %1</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not an rtosbench one (no schema version)</source>
        <translation>%1 是 SQLite 数据库，但不是 rtosbench 数据库（没有架构版本）</translation>
    </message>
    <message>
        <source>run insert</source>
        <translation>插入运行记录</translation>
    </message>
    <message>
        <source>tag insert</source>
        <translation>插入标签</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>数据库未打开</translation>
    </message>
    <message>
        <source>run lookup</source>
        <translation>查询运行记录</translation>
    </message>
    <message>
        <source>no run with id %1</source>
        <translation>没有 ID 为 %1 的运行</translation>
    </message>
    <message>
        <source>run delete</source>
        <translation>删除运行记录</translation>
    </message>
    <message>
        <source>configuration clean-up</source>
        <translation>清理配置</translation>
    </message>
    <message>
        <source>notes update</source>
        <translation>更新备注</translation>
    </message>
    <message>
        <source>tag delete</source>
        <translation>删除标签</translation>
    </message>
    <message>
        <source>run %1, case %2: %3</source>
        <translation>运行 %1，测试项 %2：%3</translation>
    </message>
    <message>
        <source>run %1, case %2: %3 samples stored, %4 recorded</source>
        <translation>运行 %1，测试项 %2：存储了 %3 个样本，而记录的数量为 %4</translation>
    </message>
    <message>
        <source>the run holds the metric %1 twice; a run holds one case per metric</source>
        <translation>该运行中指标 %1 出现了两次；一个运行中每个指标只有一个测试项</translation>
    </message>
    <message>
        <source>case %1</source>
        <translation>测试项 %1</translation>
    </message>
    <message>
        <source>%1 is a directory, not a database file</source>
        <translation>%1 是一个目录，不是数据库文件</translation>
    </message>
    <message>
        <source>there is no database at %1 (rtosbench-cli init, a run or an import creates one)</source>
        <translation>%1 处没有数据库（rtosbench-cli init、一次运行或一次导入会创建它）</translation>
    </message>
    <message>
        <source>%1 does not have rtosbench&apos;s schema %2 (%3): it is not used</source>
        <translation>%1 不具有 rtosbench 的数据库结构 %2（%3）：不使用该文件</translation>
    </message>
    <message>
        <source>%1 is empty: not an rtosbench database yet</source>
        <translation>%1 是空文件：还不是 rtosbench 数据库</translation>
    </message>
    <message>
        <source>the database %1 has schema version %2 and this rtosbench reads schema %3: open it once with a command that writes (run, import) or with the GUI to upgrade it</source>
        <translation>数据库 %1 的结构版本为 %2，而本 rtosbench 读取结构版本 %3：请用一个会写入的命令（run、import）或图形界面打开一次以升级它</translation>
    </message>
    <message>
        <source>trigger %1</source>
        <translation>触发器 %1</translation>
    </message>
    <message>
        <source>view %1</source>
        <translation>视图 %1</translation>
    </message>
    <message>
        <source>cannot build the schema %1 to compare with: %2</source>
        <translation>无法构建用于比较的数据库结构 %1：%2</translation>
    </message>
    <message>
        <source>unknown table %1</source>
        <translation>未知的表 %1</translation>
    </message>
    <message>
        <source>unknown column %1.%2</source>
        <translation>未知的列 %1.%2</translation>
    </message>
    <message>
        <source>missing column %1.%2</source>
        <translation>缺少列 %1.%2</translation>
    </message>
    <message>
        <source>missing table %1</source>
        <translation>缺少表 %1</translation>
    </message>
    <message>
        <source>cannot start writing to the database: %1</source>
        <translation>无法开始写入数据库：%1</translation>
    </message>
    <message>
        <source>the database is busy: another program is writing to it; try again</source>
        <translation>数据库正忙：另一个程序正在写入；请重试</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>the database file is read-only</source>
        <translation>数据库文件为只读</translation>
    </message>
    <message>
        <source>the database file could not be read or written (input/output error)</source>
        <translation>无法读写数据库文件（输入/输出错误）</translation>
    </message>
    <message>
        <source>the database file is damaged or is not an rtosbench database</source>
        <translation>数据库文件已损坏，或不是 rtosbench 数据库</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>磁盘已满</translation>
    </message>
    <message>
        <source>the database file cannot be opened</source>
        <translation>无法打开数据库文件</translation>
    </message>
    <message>
        <source>the data breaks a rule of the database (a value twice where it must be unique, a missing value, or a reference to nothing)</source>
        <translation>数据违反了数据库的规则（应唯一的值出现两次、缺少值，或引用了不存在的对象）</translation>
    </message>
    <message>
        <source>the database reported an unexpected error (SQLite code %1)</source>
        <translation>数据库报告了意外错误（SQLite 代码 %1）</translation>
    </message>
    <message>
        <source>the database reported an unexpected error</source>
        <translation>数据库报告了意外错误</translation>
    </message>
    <message>
        <source>%1: not a SQLite database file (%2)</source>
        <translation>%1：不是 SQLite 数据库文件（%2）</translation>
    </message>
    <message>
        <source>%1: cannot read the database: %2</source>
        <translation>%1：无法读取数据库：%2</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
    <message>
        <source> (the password comes from PGPASSWORD or ~/.pgpass, never from the URL)</source>
        <translation>（密码取自 PGPASSWORD 或 ~/.pgpass，从不取自 URL）</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动（QPSQL）（Debian：libqt6sql6-psql）</translation>
    </message>
    <message>
        <source>cannot connect to the PostgreSQL server: %1</source>
        <translation>无法连接 PostgreSQL 服务器：%1</translation>
    </message>
    <message>
        <source>cannot read the schema version: %1</source>
        <translation>无法读取数据库结构版本：%1</translation>
    </message>
    <message>
        <source>%1 holds tables but is not an rtosbench database</source>
        <translation>%1 含有数据表，但不是 rtosbench 数据库</translation>
    </message>
    <message>
        <source>schema upgrade lock</source>
        <translation>数据库结构升级锁</translation>
    </message>
    <message>
        <source>cannot read the schema version of %1</source>
        <translation>无法读取 %1 的数据库结构版本</translation>
    </message>
    <message>
        <source>%1 is not a PostgreSQL URL (postgresql://user@host:port/dbname)</source>
        <translation>%1 不是 PostgreSQL URL（postgresql://user@host:port/dbname）</translation>
    </message>
    <message>
        <source>a password in the database URL is refused: give it in PGPASSWORD or ~/.pgpass (see docs/database.md)</source>
        <translation>拒绝数据库 URL 中的密码：请在 PGPASSWORD 或 ~/.pgpass 中提供（见 docs/database.md）</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host:port/dbname)</source>
        <translation>%1 未指定数据库（postgresql://user@host:port/dbname）</translation>
    </message>
    <message>
        <source>could not commit: %1</source>
        <translation>无法提交：%1</translation>
    </message>
    <message>
        <source>the database is busy: other writers conflicted with this one too often; try again</source>
        <translation>数据库繁忙：与其他写入者冲突次数过多；请重试</translation>
    </message>
    <message>
        <source>permission denied: the database role may not do this (a read-only role?)</source>
        <translation>权限不足：该数据库角色不允许此操作（只读角色？）</translation>
    </message>
    <message>
        <source>the database server&apos;s disk is full</source>
        <translation>数据库服务器的磁盘已满</translation>
    </message>
    <message>
        <source>the connection to the database server was lost: %1</source>
        <translation>与数据库服务器的连接已断开：%1</translation>
    </message>
    <message>
        <source>the database server reported an error (SQLSTATE %1): %2</source>
        <translation>数据库服务器报告错误（SQLSTATE %1）：%2</translation>
    </message>
    <message>
        <source>configuration insert: the configuration is not there after it was stored</source>
        <translation>插入配置：配置保存后却不存在</translation>
    </message>
    <message>
        <source>the database URL may not set %1 (allowed: %2)</source>
        <translation>数据库 URL 不能设置 %1（允许：%2）</translation>
    </message>
    <message>
        <source>the value of %1 in the database URL has a control character or &apos;;&apos;</source>
        <translation>数据库 URL 中 %1 的值含有控制字符或“;”</translation>
    </message>
    <message>
        <source>%1 has schema version %2, which no rtosbench writes: it is not an rtosbench database and is not used</source>
        <translation>%1 的模式版本为 %2，没有任何 rtosbench 会写入这个版本：它不是 rtosbench 数据库，不会被使用</translation>
    </message>
    <message>
        <source>the database as last checkpointed is intact</source>
        <translation>按最后一次检查点保存的数据库完好</translation>
    </message>
    <message>
        <source>the database as last checkpointed is damaged too</source>
        <translation>按最后一次检查点保存的数据库也已损坏</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log (%1-wal) but no %1-shm, and its directory cannot be written: SQLite cannot read it without creating %1-shm. Open it once with a command that writes, or copy the file with its -wal to a writable directory</source>
        <translation>%1 有预写日志（%1-wal）但没有 %1-shm，且其所在目录不可写：SQLite 必须创建 %1-shm 才能读取它。请先用一个会写入的命令打开它一次，或把该文件连同其 -wal 复制到可写目录</translation>
    </message>
    <message>
        <source>its pages have %1 bytes, the database&apos;s %2</source>
        <translation>它的页面大小为 %1 字节，数据库为 %2 字节</translation>
    </message>
    <message>
        <source>it was written by the database with id %1, the file has id %2</source>
        <translation>它由 id 为 %1 的数据库写入，而该文件的 id 为 %2</translation>
    </message>
    <message>
        <source>its first page 1 has change counter %1, the database&apos;s page 1 has %2 and is not one of the WAL&apos;s</source>
        <translation>它的第一个第 1 页的变更计数为 %1，数据库的第 1 页为 %2，且不是 WAL 中的任何一页</translation>
    </message>
    <message numerus="yes">
        <source>the database file is missing or empty, and the WAL holds %n committed page(s) of another one</source>
        <translation>
            <numerusform>数据库文件缺失或为空，而 WAL 中保存着另一个数据库已提交的 %n 个页面</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not belong to %2 (%3); nothing was read or written. Move %1 away (with %2-shm if there is one)</source>
        <translation>%1 不属于 %2（%3）；未读取也未写入任何内容。请把 %1 移走（如有 %2-shm 也一并移走）</translation>
    </message>
    <message>
        <source>the run&apos;s samples were already written once and released; store it again from its capture</source>
        <translation>该运行的样本已写入过一次并已释放；请从其采集数据重新存储</translation>
    </message>
</context>
<context>
    <name>rb::RunTableModel</name>
    <message>
        <source>Could not save run %1: %2</source>
        <translation>无法保存运行 %1：%2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>测试项</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>样本数</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>实验</translation>
    </message>
</context>
<context>
    <name>rb::SafeGit</name>
    <message>
        <source>cannot make a temporary directory for git</source>
        <translation>无法为 git 创建临时目录</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>它是空的</translation>
    </message>
    <message>
        <source>it starts with &quot;-&quot;, so git would take it as an option</source>
        <translation>它以“-”开头，git 会把它当作选项</translation>
    </message>
    <message>
        <source>it is longer than 1000 characters</source>
        <translation>它超过 1000 个字符</translation>
    </message>
    <message>
        <source>it holds a control character or white space</source>
        <translation>它含有控制字符或空白</translation>
    </message>
    <message>
        <source>it holds &quot;..&quot; (a range, not one commit)</source>
        <translation>它含有“..”（一个范围，而不是一个提交）</translation>
    </message>
</context>
<context>
    <name>rb::SchemaMigrator</name>
    <message>
        <source>no schema files are embedded in this build</source>
        <translation>此构建中没有嵌入架构文件</translation>
    </message>
    <message>
        <source>database schema version %1 is newer than this rtosbench (schema %2): upgrade rtosbench</source>
        <translation>数据库架构版本 %1 高于此 rtosbench 支持的版本（架构 %2）：请升级 rtosbench</translation>
    </message>
    <message>
        <source>cannot read schema file %1</source>
        <translation>无法读取架构文件 %1</translation>
    </message>
    <message>
        <source>migration to schema %1 (%2) failed: %3: %4</source>
        <translation>迁移到架构 %1（%2）失败：%3：%4</translation>
    </message>
    <message>
        <source>migration to schema %1 (%2) failed: %3</source>
        <translation>迁移到数据库结构 %1（%2）失败：%3</translation>
    </message>
</context>
<context>
    <name>rb::SerialLink</name>
    <message>
        <source>invalid baud rate %1</source>
        <translation>无效的波特率 %1</translation>
    </message>
    <message>
        <source>serial port %1 does not exist: is the USB-UART adapter plugged in?</source>
        <translation>串口 %1 不存在：USB-UART 适配器是否已插好？</translation>
    </message>
    <message>
        <source>%1 is not a serial port libserialport can use (%2); pseudo-terminals are not supported</source>
        <translation>%1 不是 libserialport 可用的串口（%2）；不支持伪终端</translation>
    </message>
    <message>
        <source>cannot open %1: %2 (is it used by another program, or are you missing the dialout group?)</source>
        <translation>无法打开 %1：%2（是否被其他程序占用，或当前用户不在 dialout 组中？）</translation>
    </message>
    <message>
        <source>cannot configure %1 for %2 baud 8N1: %3</source>
        <translation>无法将 %1 配置为 %2 波特 8N1：%3</translation>
    </message>
    <message>
        <source>the serial port is not open</source>
        <translation>串口未打开</translation>
    </message>
    <message>
        <source>the serial port %1 failed: %2 (unplugged?)</source>
        <translation>串口 %1 出错：%2（已拔出？）</translation>
    </message>
    <message>
        <source>the serial port %1 vanished (unplugged?)</source>
        <translation>串口 %1 已消失（已拔出？）</translation>
    </message>
</context>
<context>
    <name>rb::SettingsDialog</name>
    <message>
        <source>CMSIS-DAP</source>
        <translation>CMSIS-DAP</translation>
    </message>
    <message>
        <source>ST-Link</source>
        <translation>ST-Link</translation>
    </message>
    <message>
        <source>J-Link</source>
        <translation>J-Link</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>µs (when the clock is known)</source>
        <translation>µs（时钟已知时）</translation>
    </message>
    <message>
        <source>OpenOCD</source>
        <translation>OpenOCD</translation>
    </message>
    <message>
        <source>QEMU</source>
        <translation>QEMU</translation>
    </message>
    <message>
        <source>Source directory of %1</source>
        <translation>%1 的源码目录</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>no serial port found</source>
        <translation>未找到串口</translation>
    </message>
    <message>
        <source>openocd (found on PATH)</source>
        <translation>openocd（在 PATH 中查找）</translation>
    </message>
    <message>
        <source>qemu-system-arm (found on PATH)</source>
        <translation>qemu-system-arm（在 PATH 中查找）</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>each run&apos;s own unit (ticks, ns, …)</source>
        <translation>每个运行自身的单位（tick、ns 等）</translation>
    </message>
    <message>
        <source>Student name:</source>
        <translation>学生姓名：</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>班级：</translation>
    </message>
    <message>
        <source>A lab&apos;s runs record them as the tags student:NAME and class:NAME, for the teacher&apos;s class report. Empty: not recorded.</source>
        <translation>实验的运行会把它们记录为标签 student:NAME 和 class:NAME，供教师的班级报告使用。留空：不记录。</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>课堂</translation>
    </message>
</context>
<context>
    <name>rb::SharedDatabaseDialog</name>
    <message>
        <source>Open shared database</source>
        <translation>打开共享数据库</translation>
    </message>
    <message>
        <source>from PGPASSWORD or ~/.pgpass</source>
        <translation>取自 PGPASSWORD 或 ~/.pgpass</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL：</translation>
    </message>
    <message>
        <source>A PostgreSQL database shared by a lab or a team (docs/database.md). The URL is remembered, the password never: leave it empty to use PGPASSWORD or ~/.pgpass; a password typed here is used until rtosbench is closed.</source>
        <translation>由教学实验或团队共享的 PostgreSQL 数据库（docs/database.md）。URL 会被记住，密码从不保存：留空则使用 PGPASSWORD 或 ~/.pgpass；在此输入的密码仅在 rtosbench 关闭前有效。</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
</context>
<context>
    <name>rb::SigrokSession</name>
    <message>
        <source>%1 (libsigrok: %2)</source>
        <translation>%1（libsigrok：%2）</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>%1 is not a sigrok session (.sr): not a zip archive</source>
        <translation>%1 不是 sigrok 会话（.sr）：不是 zip 压缩包</translation>
    </message>
    <message>
        <source>libsigrok could not start: %1</source>
        <translation>libsigrok 无法启动：%1</translation>
    </message>
    <message>
        <source>%1 is not a readable sigrok session (.sr): %2</source>
        <translation>%1 不是可读的 sigrok 会话（.sr）：%2</translation>
    </message>
    <message>
        <source>%1: the session holds no device</source>
        <translation>%1：会话中没有设备</translation>
    </message>
    <message>
        <source>%1: the session holds %2 devices; rtosbench reads sessions of one</source>
        <translation>%1：会话中有 %2 个设备；rtosbench 只读取单设备的会话</translation>
    </message>
    <message>
        <source>%1: the session has no logic channel</source>
        <translation>%1：会话没有逻辑通道</translation>
    </message>
    <message>
        <source>%1: the session states no samplerate</source>
        <translation>%1：会话未给出采样率</translation>
    </message>
    <message>
        <source>%1: the session&apos;s samples could not be read: %2</source>
        <translation>%1：无法读取会话的样本：%2</translation>
    </message>
    <message>
        <source>%1: logic samples wider than 64 channels are not supported</source>
        <translation>%1：不支持超过 64 个通道的逻辑样本</translation>
    </message>
    <message>
        <source>%1: the session holds no logic samples</source>
        <translation>%1：会话中没有逻辑样本</translation>
    </message>
</context>
<context>
    <name>rb::StampSites</name>
    <message>
        <source>none of the firmware&apos;s %1 timer reads is in harness or port code by its line information: the harness was compiled without debug information (-g), so its stamp sites, and the windows, cannot be found; rebuild the firmware with debug information</source>
        <translation>固件的 %1 个定时器读取中，按行号信息没有一个位于测试框架或移植层代码中：测试框架编译时没有调试信息（-g），因此无法找到其打点位置和窗口；请带调试信息重新构建固件</translation>
    </message>
</context>
<context>
    <name>rb::SuiteImport</name>
    <message numerus="yes">
        <source>Imported from %1 output: summary only (no samples), %n result(s) as printed by the suite; the conditions are the ones given on import.</source>
        <translation>
            <numerusform>从 %1 的输出导入：仅汇总值（无样本），共 %n 个结果，按套件打印的原样；测量条件为导入时给出的条件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) printed as failed or n/a.</source>
        <translation>
            <numerusform>%n 个结果打印为失败或 n/a。</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput counts per period: higher is better.</source>
        <translation>每个周期的吞吐计数：越高越好。</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives the metric %2 again (first on line %3)</source>
        <translation>“%1”再次给出指标 %2（首次出现在第 %3 行）</translation>
    </message>
    <message>
        <source>not an R-Rhealstone result (expected &quot;R-Rhealstone: NAME - VALUE us&quot;): %1</source>
        <translation>不是 R-Rhealstone 结果（应为 &quot;R-Rhealstone: NAME - VALUE us&quot;）：%1</translation>
    </message>
    <message>
        <source>the value &apos;%1&apos; is not a finite number</source>
        <translation>数值“%1”不是有限数</translation>
    </message>
    <message>
        <source>the result has no test name</source>
        <translation>结果没有测试名称</translation>
    </message>
    <message>
        <source>no R-Rhealstone result line (&quot;R-Rhealstone: NAME - VALUE us&quot;) in the input</source>
        <translation>输入中没有 R-Rhealstone 结果行（&quot;R-Rhealstone: NAME - VALUE us&quot;）</translation>
    </message>
    <message>
        <source>not an rtos-benchmark title (expected &quot;** NAME [avg, min, max] in nanoseconds **&quot;): %1</source>
        <translation>不是 rtos-benchmark 标题（应为 &quot;** NAME [avg, min, max] in nanoseconds **&quot;）：%1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither an integer nor n/a in the result line: %2</source>
        <translation>结果行中的“%1”既不是整数也不是 n/a：%2</translation>
    </message>
    <message>
        <source>only some values are n/a: %1</source>
        <translation>只有部分数值为 n/a：%1</translation>
    </message>
    <message>
        <source>a number is out of range: %1</source>
        <translation>数值超出范围：%1</translation>
    </message>
    <message>
        <source>avg %1, min %2, max %3 are not min &lt;= avg &lt;= max</source>
        <translation>avg %1、min %2、max %3 不满足 min &lt;= avg &lt;= max</translation>
    </message>
    <message>
        <source>no rtos-benchmark result (&quot;** NAME [avg, min, max] in nanoseconds **&quot; followed by &quot; NAME: AVG, MIN, MAX&quot;) in the input</source>
        <translation>输入中没有 rtos-benchmark 结果（&quot;** NAME [avg, min, max] in nanoseconds **&quot; 后接 &quot; NAME: AVG, MIN, MAX&quot;）</translation>
    </message>
    <message>
        <source>not a Thread-Metric report header (expected &quot;**** Thread-Metric NAME Test **** Relative Time: N&quot;): %1</source>
        <translation>不是 Thread-Metric 报告标题（应为 &quot;**** Thread-Metric NAME Test **** Relative Time: N&quot;）：%1</translation>
    </message>
    <message>
        <source>not a period total (expected &quot;Time Period Total:  N&quot;): %1</source>
        <translation>不是周期总数（应为 &quot;Time Period Total:  N&quot;）：%1</translation>
    </message>
    <message>
        <source>a period total without its &quot;**** Thread-Metric ... Test ****&quot; header before it</source>
        <translation>周期总数之前缺少 &quot;**** Thread-Metric ... Test ****&quot; 标题</translation>
    </message>
    <message>
        <source>the total &apos;%1&apos; is out of range</source>
        <translation>总数“%1”超出范围</translation>
    </message>
    <message>
        <source>the Thread-Metric %1 test has no &quot;Time Period Total&quot;</source>
        <translation>Thread-Metric 的 %1 测试没有 &quot;Time Period Total&quot;</translation>
    </message>
    <message>
        <source>no Thread-Metric report (&quot;**** Thread-Metric ... Test **** Relative Time: N&quot; and &quot;Time Period Total:  N&quot;) in the input</source>
        <translation>输入中没有 Thread-Metric 报告（&quot;**** Thread-Metric ... Test **** Relative Time: N&quot; 和 &quot;Time Period Total:  N&quot;）</translation>
    </message>
    <message>
        <source>not a latency_measure result (expected &quot;SUMMARY : N cycles , N ns :&quot; or &quot;SUMMARY,N,N,NOTES&quot;): %1</source>
        <translation>不是 latency_measure 结果（应为 &quot;SUMMARY : N cycles , N ns :&quot; 或 &quot;SUMMARY,N,N,NOTES&quot;）：%1</translation>
    </message>
    <message>
        <source>no latency_measure result line (&quot;SUMMARY : N cycles , N ns :&quot; or its CSV form) in the input</source>
        <translation>输入中没有 latency_measure 结果行（&quot;SUMMARY : N cycles , N ns :&quot; 或其 CSV 形式）</translation>
    </message>
    <message numerus="yes">
        <source>%n invalid window(s) (the suite printed ERROR) excluded from the statistics; they are listed under printed.invalid_windows.</source>
        <translation>
            <numerusform>%n 个无效窗口（该套件打印了 ERROR）已从统计中排除；它们列在 printed.invalid_windows 下。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::ToolProcess</name>
    <message>
        <source>cannot start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 未在 %2 秒内结束</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 崩溃</translation>
    </message>
    <message>
        <source>%1 was cancelled</source>
        <translation>%1 已取消</translation>
    </message>
    <message>
        <source>%1 was stopped</source>
        <translation>%1 已被停止</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 bytes of output: killed</source>
        <translation>%1 的输出超过 %2 字节：已终止</translation>
    </message>
    <message>
        <source>%1 gave no output for %2 s: killed</source>
        <translation>%1 在 %2 秒内没有任何输出：已终止</translation>
    </message>
    <message>
        <source>%1 did not end: killed</source>
        <translation>%1 未结束：已终止</translation>
    </message>
</context>
<context>
    <name>rb::TraceRunner</name>
    <message>
        <source>QEMU (%1) was not found: install qemu-system-arm</source>
        <translation>未找到 QEMU（%1）：请安装 qemu-system-arm</translation>
    </message>
    <message>
        <source>cannot create a temporary directory for the trace</source>
        <translation>无法为跟踪创建临时目录</translation>
    </message>
    <message>
        <source>cannot create the trace FIFO %1: %2</source>
        <translation>无法创建跟踪 FIFO %1：%2</translation>
    </message>
    <message>
        <source>cannot open the trace FIFO %1: %2</source>
        <translation>无法打开跟踪 FIFO %1：%2</translation>
    </message>
    <message>
        <source>QEMU could not be started: %1</source>
        <translation>无法启动 QEMU：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the traced run did not reach its windows within %1 s</source>
        <translation>被跟踪的运行在 %1 秒内未到达其窗口</translation>
    </message>
    <message>
        <source>(QEMU said: %1)</source>
        <translation>（QEMU 输出：%1）</translation>
    </message>
    <message>
        <source>the trace plugin %1 is not installed (looked for %2): reinstall rtosbench</source>
        <translation>跟踪插件 %1 未安装（查找位置 %2）：请重新安装 rtosbench</translation>
    </message>
    <message>
        <source>the trace plugin&apos;s path %1 has a comma, which QEMU&apos;s -plugin option cannot take: install rtosbench in a directory without one</source>
        <translation>跟踪插件的路径 %1 含有逗号，QEMU 的 -plugin 选项无法接受：请将 rtosbench 安装到不含逗号的目录</translation>
    </message>
    <message>
        <source>the trace plugin&apos;s output cannot be read (%1): is %2 the plugin of this rtosbench?</source>
        <translation>无法读取跟踪插件的输出（%1）：%2 是此 rtosbench 的插件吗？</translation>
    </message>
</context>
<context>
    <name>rb::TraceStreamDecoder</name>
    <message>
        <source>an unknown record &quot;%1&quot;</source>
        <translation>未知记录“%1”</translation>
    </message>
    <message>
        <source>a bad block record &quot;%1&quot;</source>
        <translation>错误的块记录“%1”</translation>
    </message>
    <message>
        <source>an execution longer than its block, or of no translation: &quot;%1&quot;</source>
        <translation>执行长于其块，或没有对应的翻译：“%1”</translation>
    </message>
    <message>
        <source>a record without its end: &quot;%1&quot;</source>
        <translation>记录没有结尾：“%1”</translation>
    </message>
    <message>
        <source>a bad instruction record &quot;%1&quot;</source>
        <translation>错误的指令记录“%1”</translation>
    </message>
    <message>
        <source>an instruction outside a translation: &quot;%1&quot;</source>
        <translation>翻译之外的指令：“%1”</translation>
    </message>
    <message>
        <source>a translation cut short by &quot;%1&quot;</source>
        <translation>翻译被“%1”截断</translation>
    </message>
    <message>
        <source>a translation out of order: &quot;%1&quot;</source>
        <translation>翻译顺序错乱：“%1”</translation>
    </message>
</context>
<context>
    <name>rb::Traps</name>
    <message>
        <source>built with %1: inlining is off, so both the kernel and the measurement code are slower than in any product build</source>
        <translation>以 %1 构建：内联被关闭，因此内核和测量代码都比任何产品构建更慢</translation>
    </message>
    <message>
        <source>the flags &quot;%1&quot; carry no -O option: GCC then builds with -O0</source>
        <translation>编译选项“%1”中没有 -O 选项：GCC 此时以 -O0 构建</translation>
    </message>
    <message>
        <source>a debug build (-g3 with a DEBUG define): asserts and debug paths are in</source>
        <translation>调试构建（-g3 且带 DEBUG 宏定义）：断言和调试路径均被编入</translation>
    </message>
    <message>
        <source>%1 runs with debug options on (%2): asserts, statistics, trace hooks or a shell cost time in every switch.</source>
        <translation>%1 在开启调试选项的情况下运行（%2）：断言、统计、跟踪钩子或命令行 shell 会在每次切换中耗费时间。</translation>
    </message>
    <message>
        <source>the kernel</source>
        <translation>该内核</translation>
    </message>
    <message>
        <source>stated as running with %1: a debugger halting the core, ITM/RTT output or live watch steals bus cycles and adds interrupts.</source>
        <translation>据记录运行时带有 %1：调试器暂停 CPU 核心、ITM/RTT 输出或实时监视会占用总线周期并增加中断。</translation>
    </message>
    <message>
        <source>Round trip labelled as a single switch</source>
        <translation>往返时间被标注为单次切换</translation>
    </message>
    <message>
        <source>Measurement overhead not subtracted</source>
        <translation>未减去测量开销</translation>
    </message>
    <message>
        <source>Unoptimised or debug build</source>
        <translation>未优化或调试构建</translation>
    </message>
    <message>
        <source>Kernel profile with debug options on</source>
        <translation>内核配置档开启了调试选项</translation>
    </message>
    <message>
        <source>Clock or flash wait states differ</source>
        <translation>时钟或 Flash 等待周期不同</translation>
    </message>
    <message>
        <source>Timer too coarse for the event</source>
        <translation>定时器分辨率对该事件过粗</translation>
    </message>
    <message>
        <source>Cold run much slower than warm</source>
        <translation>冷运行远慢于热状态运行</translation>
    </message>
    <message>
        <source>Debugger or trace attached</source>
        <translation>连接了调试器或开启了跟踪</translation>
    </message>
    <message>
        <source>More than one factor varies</source>
        <translation>不止一个因素在变化</translation>
    </message>
    <message>
        <source>Average-only reference data</source>
        <translation>仅有平均值的参考数据</translation>
    </message>
    <message>
        <source>Periodic outliers</source>
        <translation>周期性异常值</translation>
    </message>
    <message>
        <source>Emulated instruction counts shown as cycles</source>
        <translation>模拟指令计数被当作周期显示</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is labelled as one switch but its case says switches=2: halve it or call it a round trip.</source>
        <translation>&apos;%1&apos; 被标注为单次切换，但其测试项注明 switches=2：请将其减半，或称为往返时间。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is published as a single switch but its note says &quot;%3&quot;.</source>
        <translation>&apos;%1&apos;（%2）作为单次切换发表，但其备注写的是“%3”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; = %2 %3 is about the yield round trip (%4 %3) of the same configuration, which contains two switches.</source>
        <translation>&apos;%1&apos; = %2 %3，约等于同一配置下的 yield 往返时间（%4 %3），而后者包含两次切换。</translation>
    </message>
    <message>
        <source>No measurement-chain overhead is stated for &apos;%1&apos;: the numbers include the timer read and loop.</source>
        <translation>未说明 &apos;%1&apos; 的测量链路开销：这些数值包含了定时器读取和循环的时间。</translation>
    </message>
    <message>
        <source>The source measured a floor of %1 %2 (bare-metal chain) but does not say it was subtracted from &apos;%3&apos;.</source>
        <translation>来源测得的测量下限为 %1 %2（裸机测量链路），但未说明是否已从 &apos;%3&apos; 中减去。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; reports only a mean (&quot;%2&quot;): a mean hides the spread and the outliers; no min or median to compare.</source>
        <translation>&apos;%1&apos; 只报告了均值（“%2”）：均值会掩盖离散程度和异常值；没有最小值或中位数可供比较。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is emulated instruction-count time but its unit is cycles: label it &quot;emulated, instruction-count time&quot;.</source>
        <translation>&apos;%1&apos;（%2）是模拟的指令计数时间，但其单位却是 cycles：请标注为“模拟的指令计数时间”。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is emulated instruction-count time, compared next to cycle counts from real hardware.</source>
        <translation>&apos;%1&apos;（%2）是模拟的指令计数时间，却与真实硬件上的周期计数放在一起比较。</translation>
    </message>
    <message>
        <source>The cold first execution of %1 (%2 %3) is %4x the warm median (%5 %3): prefetch, caches and lazy initialisation. It is kept apart; warm up before sampling.</source>
        <translation>%1 的冷启动首次执行（%2 %3）是热状态中位数（%5 %3）的 %4 倍：原因是预取、缓存和惰性初始化。该值已单独存放；请在采样前先预热。</translation>
    </message>
    <message>
        <source>The first %1 sample(s) of %2 are over twice the median (%3 %4): the warm-up was too short.</source>
        <translation>%2 的前 %1 个样本超过中位数（%3 %4）的两倍：预热时间太短。</translation>
    </message>
    <message>
        <source>%1 of %2 samples of %3 exceed %4 %5 and recur every ~%6 samples: something in the harness (a print, the tick interrupt) runs inside the window. Look at the samples against their index.</source>
        <translation>%3 的 %2 个样本中有 %1 个超过 %4 %5，且大约每 %6 个样本重复出现一次：测试框架中的某些操作（打印、tick 中断）落在了测量窗口内。请查看样本随索引的变化。</translation>
    </message>
    <message>
        <source>Besides %1, these conditions also vary: %2. A difference cannot be attributed to one of them.</source>
        <translation>除 %1 之外，以下条件也在变化：%2。差异无法归因于其中某一个条件。</translation>
    </message>
    <message>
        <source>nothing studied</source>
        <translation>未研究任何条件</translation>
    </message>
    <message>
        <source>stated as running with %1: a debugger was connected since power-on (DHCSR.C_DEBUGEN stays set after flashing until a power cycle). A debugger halting the core, ITM/RTT output or live watch steals bus cycles and adds interrupts; power-cycle the board for a clean run.</source>
        <translation>声明运行时带有 %1：上电以来曾连接过调试器（烧录后 DHCSR.C_DEBUGEN 保持置位，直到断电重启）。调试器暂停内核、ITM/RTT 输出或实时监视会占用总线周期并增加中断；请给开发板断电重启以获得干净的运行。</translation>
    </message>
    <message>
        <source>Run %1 measured its measurement chain (cal_timer_read) at %2 %3 but states overhead 0 for %4: nothing was subtracted, each number includes the chain.</source>
        <translation>运行 %1 测得其测量链（cal_timer_read）为 %2 %3，但对 %4 声明的开销为 0：什么也没有扣除，每个数字都包含测量链。</translation>
    </message>
    <message>
        <source>1 tick</source>
        <translation>1 个节拍</translation>
    </message>
    <message>
        <source>The timer resolution (%1) is at least a tenth of the measured %2 (%3 %4, %5): the number is mostly quantisation.</source>
        <translation>计时器分辨率（%1）至少是所测 %2（%3 %4，%5）的十分之一：该数值主要是量化误差。</translation>
    </message>
    <message>
        <source>kernel unknown</source>
        <translation>内核未知</translation>
    </message>
    <message>
        <source>The logic analyser sampled at %1 MS/s; this event needs more than %2 MS/s.</source>
        <translation>逻辑分析仪的采样率为 %1 MS/s；此事件需要高于 %2 MS/s。</translation>
    </message>
    <message>
        <source>%1 is the studied condition: the clock moves what flash and peripheral accesses cost against the core (and the flash wait states, on parts that need more at a higher clock), unequally for each kernel&apos;s code, so rankings may flip between its values.</source>
        <translation>%1 是所研究的条件：时钟改变闪存和外设访问相对内核的代价（在高时钟下需要更多等待周期的芯片上还包括闪存等待周期），对各内核代码的影响不同，因此排名可能在其取值之间翻转。</translation>
    </message>
    <message>
        <source>The compared runs differ in %1: the clock moves what flash and peripheral accesses cost against the core (and the flash wait states, on parts that need more at a higher clock), unequally for each kernel&apos;s code; compare at one clock.</source>
        <translation>所比较的运行在 %1 上不同：时钟改变闪存和外设访问相对内核的代价（在高时钟下需要更多等待周期的芯片上还包括闪存等待周期），对各内核代码的影响不同；请在同一时钟下比较。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is estimated cycles (model %3, %4) from the virtual board&apos;s instructions, not measured, compared next to cycle counts measured on real hardware: the gap includes the model&apos;s error.</source>
        <translation>“%1”（%2）是由虚拟板指令估算的周期（模型 %3，%4），并非测量值，却与实体硬件上测得的周期数并列比较：差距包含模型本身的误差。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) counts emulated instructions (icount), shown next to estimated cycles (model) of &apos;%1&apos;: instructions are not cycles (a taken branch refills the pipeline, loads and POP cost more than one cycle, exception entry costs 12), so the two units can rank kernels differently.</source>
        <translation>“%1”（%2）计的是仿真指令数（icount），与“%1”的估算周期（模型）并列显示：指令不是周期（跳转需要重新填充流水线，加载和 POP 不止一个周期，异常进入需要 12 个周期），因此两种单位可能给出不同的内核排名。</translation>
    </message>
    <message>
        <source>Here they do: instructions and estimated cycles order %1 against %2 the other way round.</source>
        <translation>这里确实如此：指令数与估算周期对 %1 与 %2 的排序相反。</translation>
    </message>
</context>
<context>
    <name>rb::Validator</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1: firmware does not say, experiment asked %2</source>
        <translation>%1：固件未说明，实验要求为 %2</translation>
    </message>
    <message>
        <source>%1: firmware says %2, experiment asked %3</source>
        <translation>%1：固件报告为 %2，实验要求为 %3</translation>
    </message>
    <message>
        <source>board</source>
        <translation>开发板</translation>
    </message>
    <message>
        <source>MCU</source>
        <translation>MCU</translation>
    </message>
    <message>
        <source>core</source>
        <translation>CPU 核心</translation>
    </message>
    <message>
        <source>compiler</source>
        <translation>编译器</translation>
    </message>
    <message>
        <source>compiler version</source>
        <translation>编译器版本</translation>
    </message>
    <message>
        <source>compiler flags</source>
        <translation>编译选项</translation>
    </message>
    <message>
        <source>optimisation level</source>
        <translation>优化级别</translation>
    </message>
    <message>
        <source>clock (Hz)</source>
        <translation>时钟（Hz）</translation>
    </message>
    <message>
        <source>flash wait states</source>
        <translation>Flash 等待周期</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>kernel version</source>
        <translation>内核版本</translation>
    </message>
    <message>
        <source>kernel profile</source>
        <translation>内核配置档</translation>
    </message>
    <message>
        <source>kernel config %1</source>
        <translation>内核配置 %1</translation>
    </message>
    <message>
        <source>timing method</source>
        <translation>计时方法</translation>
    </message>
    <message>
        <source>timer frequency (Hz)</source>
        <translation>定时器频率（Hz）</translation>
    </message>
    <message>
        <source>emulated</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>not emulated</source>
        <translation>非模拟</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>定时器</translation>
    </message>
    <message>
        <source>debugger</source>
        <translation>调试器</translation>
    </message>
    <message>
        <source>case %1: its CASE line never arrived</source>
        <translation>测试项 %1：始终未收到其 CASE 行</translation>
    </message>
    <message>
        <source>case %1 has no END (%2 of %3 samples received)</source>
        <translation>测试项 %1 没有 END（已收到 %2 个样本，共 %3 个）</translation>
    </message>
    <message>
        <source>case %1 is unsupported but %2 samples arrived</source>
        <translation>测试项 %1 不受支持，但收到了 %2 个样本</translation>
    </message>
    <message>
        <source>case %1: %2 samples received, CASE announced n=%3</source>
        <translation>测试项 %1：收到 %2 个样本，而 CASE 声明 n=%3</translation>
    </message>
    <message>
        <source>case %1: %2 samples received, END says n=%3</source>
        <translation>测试项 %1：收到 %2 个样本，而 END 声明 n=%3</translation>
    </message>
    <message>
        <source>overhead subtraction cannot be checked: cal_known_seq lacks expect=, overhead= or samples</source>
        <translation>无法检查开销扣除：cal_known_seq 缺少 expect=、overhead= 或样本</translation>
    </message>
    <message>
        <source>overhead subtraction is not exact: median %1 - overhead %2 = %3, the known sequence takes %4</source>
        <translation>开销扣除不精确：中位数 %1 - 开销 %2 = %3，而已知序列耗时 %4</translation>
    </message>
    <message>
        <source>DONE says cases=%1 but %2 cases arrived</source>
        <translation>DONE 声明 cases=%1，但收到了 %2 个测试项</translation>
    </message>
    <message>
        <source>DONE says failed=%1 but %2 cases ended with status=fail</source>
        <translation>DONE 声明 failed=%1，但有 %2 个测试项以 status=fail 结束</translation>
    </message>
</context>
<context>
    <name>rb::WindowAttributor</name>
    <message>
        <source>the trace ended inside measured window %1 (after %2 of its instructions): the window is cut, nothing is attributed</source>
        <translation>跟踪在测量窗口 %1 内结束（已有 %2 条指令）：窗口被截断，不做任何归因</translation>
    </message>
    <message>
        <source>the trace ended before the case&apos;s measurement began (%1 instructions traced)</source>
        <translation>跟踪在测试项的测量开始之前结束（已跟踪 %1 条指令）</translation>
    </message>
    <message>
        <source>the trace ended after %1 of the %2 requested windows</source>
        <translation>跟踪在请求的 %2 个窗口中的第 %1 个之后结束</translation>
    </message>
</context>
<context>
    <name>rb::WindowContents</name>
    <message>
        <source>Besides the kernel: two calls of the adapter&apos;s rb_yield (about 6 instructions each) and the partner task&apos;s loop between its yields (about 6).</source>
        <translation>除内核外：两次调用适配层的 rb_yield（每次约 6 条指令），以及伙伴任务在两次让出之间的循环（约 6 条）。</translation>
    </message>
    <message>
        <source>Besides the kernel: the yielding task&apos;s call of rb_yield and its pend-switch store; the other task&apos;s return from its own rb_yield.</source>
        <translation>除内核外：让出任务对 rb_yield 的调用及其挂起切换的写操作；另一任务从自身 rb_yield 的返回。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s give and take wrappers on both sides and the partner task&apos;s whole loop (status conversion, quit check, counter).</source>
        <translation>除内核外：双方适配层的释放与获取包装函数，以及伙伴任务的整个循环（状态转换、退出检查、计数）。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s send wrapper (4) and the receive status conversion (4); the item is filled before the stamp.</source>
        <translation>除内核外：适配层的发送包装函数（4 条）和接收的状态转换（4 条）；消息在打时间戳之前填好。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s lock wrapper (about 7) and unlock wrapper (5).</source>
        <translation>除内核外：适配层的加锁包装函数（约 7 条）和解锁包装函数（5 条）。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s unlock wrapper (5) and the lock status conversion (4).</source>
        <translation>除内核外：适配层的解锁包装函数（5 条）和加锁的状态转换（4 条）。</translation>
    </message>
    <message>
        <source>Besides the interrupt entry: the write that pends the test interrupt (3).</source>
        <translation>除中断进入外：挂起测试中断的写操作（3 条）。</translation>
    </message>
    <message>
        <source>Besides the kernel: the pending write (3), the port&apos;s vector stub, the adapter&apos;s ISR wrapper and the woken task&apos;s take status conversion (4).</source>
        <translation>除内核外：挂起写操作（3 条）、移植层的向量桩、适配层的中断服务包装函数，以及被唤醒任务获取的状态转换（4 条）。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s rb_task_create (critical section, free static slot search, priority mapping): tens of instructions.</source>
        <translation>除内核外：适配层的 rb_task_create（临界区、查找空闲静态槽位、优先级映射）：几十条指令。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s rb_task_join (join semaphore take, task delete) and the child&apos;s wrapper (its function&apos;s call, the join give).</source>
        <translation>除内核外：适配层的 rb_task_join（获取 join 信号量、删除任务）以及子任务的包装函数（调用其函数、释放 join 信号量）。</translation>
    </message>
    <message>
        <source>An indirect call and return: that is what it measures.</source>
        <translation>一次间接调用和返回：这正是它要测量的。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s resume wrapper (3 instructions); the resumed task&apos;s suspend is a tail call.</source>
        <translation>内核之外：适配层的恢复包装（3 条指令）；被恢复任务的挂起是尾调用。</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s give wrapper (about 5 instructions) and the waiter&apos;s take status conversion (4).</source>
        <translation>内核之外：适配层的释放包装（约 5 条指令）以及等待方获取结果的状态转换（4 条）。</translation>
    </message>
    <message>
        <source>Recorded by older firmware under a name it no longer uses: the case&apos;s mech= says what it timed (resume: what preempt_resume measures now; sem_give: what sem_give_wake measures). Never ranked with either.</source>
        <translation>由旧版固件以它已不再使用的名称记录：该用例的 mech= 说明了它计时的内容（resume：即现在 preempt_resume 测量的内容；sem_give：即 sem_give_wake 测量的内容）。从不与二者一起排名。</translation>
    </message>
    <message>
        <source>Nothing besides the kernel&apos;s general-purpose allocator: the adapter tail-calls it. Fixed-block pools are measured by pool_alloc/pool_free.</source>
        <translation>除内核的通用分配器外别无其他：适配层以尾调用调用它。固定块内存池由 pool_alloc/pool_free 测量。</translation>
    </message>
    <message>
        <source>Besides the kernel&apos;s fixed-block pool: the adapter&apos;s wrapper (status conversion). Pools are never ranked with heap_alloc/heap_free.</source>
        <translation>除内核的固定块内存池外：适配层的包装（状态转换）。内存池从不与 heap_alloc/heap_free 一起排名。</translation>
    </message>
</context>
<context>
    <name>rtosbench</name>
    <message>
        <source>rtosbench: measure and compare RTOS kernels on microcontrollers.</source>
        <translation>rtosbench：在微控制器上测量和比较 RTOS 内核。</translation>
    </message>
    <message>
        <source>Database file (default: %1).</source>
        <translation>数据库文件（默认：%1）。</translation>
    </message>
    <message>
        <source>Save one PNG per view into DIR (1280×800) and exit.</source>
        <translation>将每个视图各保存为一张 PNG 到 DIR（1280×800），然后退出。</translation>
    </message>
</context>
</TS>
