<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>FirmwareManifest</name>
    <message>
        <source>the firmware build wrote no %1: %2</source>
        <translation>the firmware build wrote no %1: %2</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 is not valid JSON: %2</translation>
    </message>
    <message>
        <source>%1 names no ELF</source>
        <translation>%1 names no ELF</translation>
    </message>
</context>
<context>
    <name>LiveRunView</name>
    <message>
        <source>No experiment loaded. Use Experiment → New experiment… (Ctrl+N).</source>
        <translation>No experiment loaded. Use Experiment → New experiment… (Ctrl+N).</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Configurations</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Flash / start</source>
        <translation>Flash / start</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Capture</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>E&amp;xperiment</source>
        <translation>E&amp;xperiment</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Main toolbar</translation>
    </message>
    <message>
        <source>Runs and references</source>
        <translation>Runs and references</translation>
    </message>
    <message>
        <source>&amp;Open database…</source>
        <translation>&amp;Open database…</translation>
    </message>
    <message>
        <source>Open another run database</source>
        <translation>Open another run database</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;New experiment…</source>
        <translation>&amp;New experiment…</translation>
    </message>
    <message>
        <source>Load an experiment definition (JSON) into the Live view</source>
        <translation>Load an experiment definition (JSON) into the Live view</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>&amp;Run ▶</source>
        <translation>&amp;Run ▶</translation>
    </message>
    <message>
        <source>Run the loaded experiment on the board chosen in the toolbar</source>
        <translation>Run the loaded experiment on the board chosen in the toolbar</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>&amp;Stop ■</source>
        <translation>&amp;Stop ■</translation>
    </message>
    <message>
        <source>Stop the running experiment (Shift+F5, Esc)</source>
        <translation>Stop the running experiment (Shift+F5, Esc)</translation>
    </message>
    <message>
        <source>Shift+F5</source>
        <translation>Shift+F5</translation>
    </message>
    <message>
        <source>&amp;Delete run…</source>
        <translation>&amp;Delete run…</translation>
    </message>
    <message>
        <source>Delete the current run (asks first)</source>
        <translation>Delete the current run (asks first)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>&amp;Undo delete</translation>
    </message>
    <message>
        <source>Bring back the last deleted run</source>
        <translation>Bring back the last deleted run</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Find…</translation>
    </message>
    <message>
        <source>Focus the run filter</source>
        <translation>Focus the run filter</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <source>&amp;Copy table</source>
        <translation>&amp;Copy table</translation>
    </message>
    <message>
        <source>Copy the table of the current view</source>
        <translation>Copy the table of the current view</translation>
    </message>
    <message>
        <source>Ctrl+C</source>
        <translation>Ctrl+C</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>Serial port, probe, toolchain, language</source>
        <translation>Serial port, probe, toolchain, language</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;About rtosbench</source>
        <translation>&amp;About rtosbench</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>About &amp;Qt</translation>
    </message>
</context>
<context>
    <name>RankShiftView</name>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
</context>
<context>
    <name>RunStore</name>
    <message>
        <source>the database is not open</source>
        <translation>the database is not open</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <source>reference data %1: %2</source>
        <translation>reference data %1: %2</translation>
    </message>
</context>
<context>
    <name>SampleCodec</name>
    <message>
        <source>corrupt sample blob: %1</source>
        <translation>corrupt sample blob: %1</translation>
    </message>
</context>
<context>
    <name>ScreenshotRunner</name>
    <message>
        <source>Cannot create %1</source>
        <translation>Cannot create %1</translation>
    </message>
    <message>
        <source>Cannot write %1</source>
        <translation>Cannot write %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Board and tools</source>
        <translation>Board and tools</translation>
    </message>
    <message>
        <source>Serial port:</source>
        <translation>Serial port:</translation>
    </message>
    <message>
        <source>USB-UART port of the board (listed with libserialport)</source>
        <translation>USB-UART port of the board (listed with libserialport)</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Refresh</translation>
    </message>
    <message>
        <source>OpenOCD:</source>
        <translation>OpenOCD:</translation>
    </message>
    <message>
        <source>Path of openocd (empty: from PATH)</source>
        <translation>Path of openocd (empty: from PATH)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Probe:</translation>
    </message>
    <message>
        <source>Debug probe OpenOCD talks to</source>
        <translation>Debug probe OpenOCD talks to</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Target:</translation>
    </message>
    <message>
        <source>OpenOCD target configuration</source>
        <translation>OpenOCD target configuration</translation>
    </message>
    <message>
        <source>QEMU:</source>
        <translation>QEMU:</translation>
    </message>
    <message>
        <source>Path of qemu-system-arm (empty: from PATH)</source>
        <translation>Path of qemu-system-arm (empty: from PATH)</translation>
    </message>
    <message>
        <source>Kernel source directories</source>
        <translation>Kernel source directories</translation>
    </message>
    <message>
        <source>Trees you have; kernels are built by their own build files</source>
        <translation>Trees you have; kernels are built by their own build files</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Directory</source>
        <translation>Directory</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Display</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Applied when rtosbench starts again</source>
        <translation>Applied when rtosbench starts again</translation>
    </message>
    <message>
        <source>Units:</source>
        <translation>Units:</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Leave a directory empty to use the tree registered for that kernel in the Kernels tab.</source>
        <translation>Leave a directory empty to use the tree registered for that kernel in the Kernels tab.</translation>
    </message>
    <message>
        <source>Serial baud:</source>
        <translation>Serial baud:</translation>
    </message>
    <message>
        <source>Baud rate of the GD32F103&apos;s serial port, used when the firmware states none (the firmware&apos;s default is 115200)</source>
        <translation>Baud rate of the GD32F103&apos;s serial port, used when the firmware states none (the firmware&apos;s default is 115200)</translation>
    </message>
</context>
<context>
    <name>rb::AnalyserImport</name>
    <message numerus="yes">
        <source>glitch: %n sample period(s) wide</source>
        <translation>
            <numerusform>glitch: %n sample period wide</numerusform>
            <numerusform>glitch: %n sample periods wide</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>split by a glitch: %n sample period(s) between two windows</source>
        <translation>
            <numerusform>split by a glitch: %n sample period between two windows</numerusform>
            <numerusform>split by a glitch: %n sample periods between two windows</numerusform>
        </translation>
    </message>
    <message>
        <source>high</source>
        <translation>high</translation>
    </message>
    <message>
        <source>low</source>
        <translation>low</translation>
    </message>
    <message numerus="yes">
        <source>channel %1 never changes level: it stays %2 for all %n sample(s)</source>
        <translation>
            <numerusform>channel %1 never changes level: it stays %2 for all %n sample</numerusform>
            <numerusform>channel %1 never changes level: it stays %2 for all %n samples</numerusform>
        </translation>
    </message>
    <message>
        <source>started before the capture (the pin was high)</source>
        <translation>started before the capture (the pin was high)</translation>
    </message>
    <message>
        <source>not closed before the capture ended</source>
        <translation>not closed before the capture ended</translation>
    </message>
    <message>
        <source>the last edge has no partner (an odd number of edges: one is missing or extra)</source>
        <translation>the last edge has no partner (an odd number of edges: one is missing or extra)</translation>
    </message>
    <message numerus="yes">
        <source>channel %1 has no clean window: %n window(s), all flagged (%2)</source>
        <translation>
            <numerusform>channel %1 has no clean window: %n window, all flagged (%2)</numerusform>
            <numerusform>channel %1 has no clean window: %n windows, all flagged (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>window %1 (%2)</source>
        <translation>window %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>Logic-analyser capture %1, channel %2 (index %3), %4 samples/s: resolution %5 ns; pairing %6; %n clean window(s) stored as samples.</source>
        <translation>
            <numerusform>Logic-analyser capture %1, channel %2 (index %3), %4 samples/s: resolution %5 ns; pairing %6; %n clean window stored as samples.</numerusform>
            <numerusform>Logic-analyser capture %1, channel %2 (index %3), %4 samples/s: resolution %5 ns; pairing %6; %n clean windows stored as samples.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged window(s) left out: %1.</source>
        <translation>
            <numerusform>%n flagged window left out: %1.</numerusform>
            <numerusform>%n flagged windows left out: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Toggle cost subtracted: %1 ns (%2).</source>
        <translation>Toggle cost subtracted: %1 ns (%2).</translation>
    </message>
    <message>
        <source>No toggle cost subtracted (none given): the windows include one pin write.</source>
        <translation>No toggle cost subtracted (none given): the windows include one pin write.</translation>
    </message>
    <message>
        <source>the case %1 of run %2 is in %3, which cannot be converted to ns (clock or timer rate unknown, or emulated time)</source>
        <translation>the case %1 of run %2 is in %3, which cannot be converted to ns (clock or timer rate unknown, or emulated time)</translation>
    </message>
    <message>
        <source>the case %1 of run %2 has no samples to compare with</source>
        <translation>the case %1 of run %2 has no samples to compare with</translation>
    </message>
    <message>
        <source>the capture has %1 window(s), the case %2 of run %3 has %4 sample(s) (%5 with its cold sample and warm-up): a missing or extra edge, or not the same windows; nothing was paired</source>
        <translation>the capture has %1 window(s), the case %2 of run %3 has %4 sample(s) (%5 with its cold sample and warm-up): a missing or extra edge, or not the same windows; nothing was paired</translation>
    </message>
    <message>
        <source>run %1 was not built with RB_GPIO_WINDOWS</source>
        <translation>run %1 was not built with RB_GPIO_WINDOWS</translation>
    </message>
    <message>
        <source>run %1&apos;s case %2 has no chain overhead in a known unit</source>
        <translation>run %1&apos;s case %2 has no chain overhead in a known unit</translation>
    </message>
    <message>
        <source>the chain of run %1&apos;s case %2 (overhead %3 %4 = %5 ns): between PB1&apos;s edges in an RB_GPIO_WINDOWS build</source>
        <translation>the chain of run %1&apos;s case %2 (overhead %3 %4 = %5 ns): between PB1&apos;s edges in an RB_GPIO_WINDOWS build</translation>
    </message>
    <message>
        <source>run %1 has no measured cal_gpio_toggle case</source>
        <translation>run %1 has no measured cal_gpio_toggle case</translation>
    </message>
    <message>
        <source>run %1&apos;s cal_gpio_toggle is in %2 at an unknown clock</source>
        <translation>run %1&apos;s cal_gpio_toggle is in %2 at an unknown clock</translation>
    </message>
    <message>
        <source>cal_gpio_toggle of run %1: median %2 %3 after its overhead, = %4 ns</source>
        <translation>cal_gpio_toggle of run %1: median %2 %3 after its overhead, = %4 ns</translation>
    </message>
</context>
<context>
    <name>rb::AnalyserImportDialog</name>
    <message>
        <source>Import analyser capture</source>
        <translation>Import analyser capture</translation>
    </message>
    <message>
        <source>A logic analyser&apos;s capture of a GPIO marker pin (a sigrok session, .sr, as saved by PulseView or sigrok-cli) becomes a run with timing method gpio-analyser: one window per marked interval, resolution one sample period.</source>
        <translation>A logic analyser&apos;s capture of a GPIO marker pin (a sigrok session, .sr, as saved by PulseView or sigrok-cli) becomes a run with timing method gpio-analyser: one window per marked interval, resolution one sample period.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Browse…</translation>
    </message>
    <message>
        <source>rising → falling (pin high inside)</source>
        <translation>rising → falling (pin high inside)</translation>
    </message>
    <message>
        <source>toggle (every edge is a stamp)</source>
        <translation>toggle (every edge is a stamp)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source> sample periods</source>
        <translation> sample periods</translation>
    </message>
    <message>
        <source>A level shorter than this is a glitch: the windows it touches are flagged, never merged</source>
        <translation>A level shorter than this is a glitch: the windows it touches are flagged, never merged</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source> ns</source>
        <translation> ns</translation>
    </message>
    <message>
        <source>The cost of one pin write (cal_gpio_toggle&apos;s median converted to ns), subtracted from every window</source>
        <translation>The cost of one pin write (cal_gpio_toggle&apos;s median converted to ns), subtracted from every window</translation>
    </message>
    <message>
        <source>Capture:</source>
        <translation>Capture:</translation>
    </message>
    <message>
        <source>Channel:</source>
        <translation>Channel:</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>Pairing:</translation>
    </message>
    <message>
        <source>Glitch filter:</source>
        <translation>Glitch filter:</translation>
    </message>
    <message>
        <source>Toggle cost:</source>
        <translation>Toggle cost:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metric:</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Window</translation>
    </message>
    <message>
        <source>Start (µs)</source>
        <translation>Start (µs)</translation>
    </message>
    <message>
        <source>Width (ns)</source>
        <translation>Width (ns)</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flag</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Import</translation>
    </message>
    <message>
        <source>First windows:</source>
        <translation>First windows:</translation>
    </message>
    <message>
        <source>Open analyser capture</source>
        <translation>Open analyser capture</translation>
    </message>
    <message>
        <source>sigrok sessions (*.sr);;All files (*)</source>
        <translation>sigrok sessions (*.sr);;All files (*)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (channel %2): %n edge(s)</source>
        <translation>
            <numerusform>%1 (channel %2): %n edge</numerusform>
            <numerusform>%1 (channel %2): %n edges</numerusform>
        </translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message numerus="yes">
        <source>%1 samples/s (resolution %2 ns), %3 samples: %n clean window(s)</source>
        <translation>
            <numerusform>%1 samples/s (resolution %2 ns), %3 samples: %n clean window</numerusform>
            <numerusform>%1 samples/s (resolution %2 ns), %3 samples: %n clean windows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n flagged</source>
        <translation>
            <numerusform>%n flagged</numerusform>
            <numerusform>%n flagged</numerusform>
        </translation>
    </message>
    <message>
        <source>Trap 6: %1</source>
        <translation>Trap 6: %1</translation>
    </message>
    <message>
        <source>given in the import dialog</source>
        <translation>given in the import dialog</translation>
    </message>
    <message>
        <source>The run could not be stored: %1</source>
        <translation>The run could not be stored: %1</translation>
    </message>
    <message>
        <source>Stored run %1 from %2</source>
        <translation>Stored run %1 from %2</translation>
    </message>
</context>
<context>
    <name>rb::Analysis</name>
    <message>
        <source>(unknown)</source>
        <translation>(unknown)</translation>
    </message>
    <message>
        <source> (within %1)</source>
        <translation> (within %1)</translation>
    </message>
    <message>
        <source> — not stated for some: differing and unknown</source>
        <translation> — not stated for some: differing and unknown</translation>
    </message>
    <message>
        <source> — follows from %1</source>
        <translation> — follows from %1</translation>
    </message>
    <message>
        <source>no samples: a published summary cannot be tested pairwise</source>
        <translation>no samples: a published summary cannot be tested pairwise</translation>
    </message>
    <message>
        <source>different units (%1 vs %2)</source>
        <translation>different units (%1 vs %2)</translation>
    </message>
    <message>
        <source>another value of this kernel was left out: %1 (%2)</source>
        <translation>another value of this kernel was left out: %1 (%2)</translation>
    </message>
    <message>
        <source>not testable: no samples on one side (published summaries)</source>
        <translation>not testable: no samples on one side (published summaries)</translation>
    </message>
    <message>
        <source>both orders are significant (Holm-corrected p %1 and %2)</source>
        <translation>both orders are significant (Holm-corrected p %1 and %2)</translation>
    </message>
    <message>
        <source>inside the noise: Holm-corrected p %1 and %2, both must be below %3 with opposite shifts</source>
        <translation>inside the noise: Holm-corrected p %1 and %2, both must be below %3 with opposite shifts</translation>
    </message>
    <message>
        <source>the published number is a summary (no samples)</source>
        <translation>the published number is a summary (no samples)</translation>
    </message>
    <message>
        <source>%1 (published) is a summary (no samples)</source>
        <translation>%1 (published) is a summary (no samples)</translation>
    </message>
    <message>
        <source>run %1 is an imported summary (no samples)</source>
        <translation>run %1 is an imported summary (no samples)</translation>
    </message>
    <message>
        <source>run %1 reports %2 as unsupported (no samples)</source>
        <translation>run %1 reports %2 as unsupported (no samples)</translation>
    </message>
    <message>
        <source>run %1 has no samples of %2 (status %3)</source>
        <translation>run %1 has no samples of %2 (status %3)</translation>
    </message>
    <message>
        <source>run %1 has no samples of %2</source>
        <translation>run %1 has no samples of %2</translation>
    </message>
    <message>
        <source>not testable: %1</source>
        <translation>not testable: %1</translation>
    </message>
    <message>
        <source>run %1&apos;s %2 is one exact value, not a distribution</source>
        <translation>run %1&apos;s %2 is one exact value, not a distribution</translation>
    </message>
    <message>
        <source>exact values (one per run, no sampling noise): the order changed for certain</source>
        <translation>exact values (one per run, no sampling noise): the order changed for certain</translation>
    </message>
</context>
<context>
    <name>rb::Attribution</name>
    <message>
        <source>run %1 (%2) failed: %3</source>
        <translation>run %1 (%2) failed: %3</translation>
    </message>
    <message>
        <source>the attribution lacks its %1 run</source>
        <translation>the attribution lacks its %1 run</translation>
    </message>
    <message>
        <source>the attribution has no single-option runs</source>
        <translation>the attribution has no single-option runs</translation>
    </message>
    <message>
        <source>the metric %1 was not measured by the %2 and %3 runs</source>
        <translation>the metric %1 was not measured by the %2 and %3 runs</translation>
    </message>
    <message>
        <source>run %1 did not measure %2</source>
        <translation>run %1 did not measure %2</translation>
    </message>
    <message>
        <source>the end of the cumulative path does not report the %1 configuration: %2; the declared options do not make up the whole profile difference</source>
        <translation>the end of the cumulative path does not report the %1 configuration: %2; the declared options do not make up the whole profile difference</translation>
    </message>
    <message>
        <source>%1: the cumulative path ends at %2, the %3 run measured %4</source>
        <translation>%1: the cumulative path ends at %2, the %3 run measured %4</translation>
    </message>
</context>
<context>
    <name>rb::AttributionDialog</name>
    <message>
        <source>Attribute kernel options</source>
        <translation>Attribute kernel options</translation>
    </message>
    <message>
        <source>Run on the virtual board</source>
        <translation>Run on the virtual board</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>From:</source>
        <translation>From:</translation>
    </message>
    <message>
        <source>To:</source>
        <translation>To:</translation>
    </message>
    <message>
        <source>Samples per case:</source>
        <translation>Samples per case:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Stored attribution:</source>
        <translation>Stored attribution:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metric:</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>Copy table</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>Cannot run: %1 (Settings › Kernels adds a tree)</source>
        <translation>Cannot run: %1 (Settings › Kernels adds a tree)</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Cannot run: %1</translation>
    </message>
    <message>
        <source>%v/%m configurations</source>
        <translation>%v/%m configurations</translation>
    </message>
    <message>
        <source>%1/%2: %3</source>
        <translation>%1/%2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n configuration(s)</source>
        <translation>
            <numerusform>%1: %n configuration</numerusform>
            <numerusform>%1: %n configurations</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelling after the configuration under way…</source>
        <translation>Cancelling after the configuration under way…</translation>
    </message>
    <message>
        <source>Cancelled; the runs stored so far are kept.</source>
        <translation>Cancelled; the runs stored so far are kept.</translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s) failed: see the run list.</source>
        <translation>
            <numerusform>%n configuration failed: see the run list.</numerusform>
            <numerusform>%n configurations failed: see the run list.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4; cumulative order: %5</source>
        <translation>%1: %2 %3 → %4; cumulative order: %5</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
</context>
<context>
    <name>rb::AttributionLoader</name>
    <message>
        <source>cannot load run %1: %2</source>
        <translation>cannot load run %1: %2</translation>
    </message>
    <message>
        <source>no runs of %1 in the database</source>
        <translation>no runs of %1 in the database</translation>
    </message>
</context>
<context>
    <name>rb::AttributionPlan</name>
    <message>
        <source>%1 declares no configuration options to attribute</source>
        <translation>%1 declares no configuration options to attribute</translation>
    </message>
    <message>
        <source>%1 has no profile &quot;%2&quot; in its options</source>
        <translation>%1 has no profile &quot;%2&quot; in its options</translation>
    </message>
    <message>
        <source>the %1 profiles %2 and %3 do not differ in any declared option</source>
        <translation>the %1 profiles %2 and %3 do not differ in any declared option</translation>
    </message>
</context>
<context>
    <name>rb::AttributionStore</name>
    <message>
        <source>run %1 has no stored metric %2</source>
        <translation>run %1 has no stored metric %2</translation>
    </message>
    <message>
        <source>cannot store the attribution</source>
        <translation>cannot store the attribution</translation>
    </message>
</context>
<context>
    <name>rb::AuditPanel</name>
    <message>
        <source>Run the fairness audit</source>
        <translation>Run the fairness audit</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Re-runs the run&apos;s exact firmware on the virtual board with an execution trace, attributes one window of every case to the kernel, the adapter, the harness and the port, and flags adapter shares above %1 instructions that no mech.*.cost states (slow: minutes)</source>
        <translation>Re-runs the run&apos;s exact firmware on the virtual board with an execution trace, attributes one window of every case to the kernel, the adapter, the harness and the port, and flags adapter shares above %1 instructions that no mech.*.cost states (slow: minutes)</translation>
    </message>
    <message>
        <source>Only virtual-board runs with the icount timer can be audited.</source>
        <translation>Only virtual-board runs with the icount timer can be audited.</translation>
    </message>
    <message>
        <source>Auditing run %1 on the virtual board...</source>
        <translation>Auditing run %1 on the virtual board...</translation>
    </message>
    <message>
        <source>Tracing: %1 instructions, %2 case(s) attributed</source>
        <translation>Tracing: %1 instructions, %2 case(s) attributed</translation>
    </message>
    <message>
        <source>Not audited: %1</source>
        <translation>Not audited: %1</translation>
    </message>
    <message>
        <source>%1 of %2 case(s) flagged (one window each; emulated instruction count, attributed by trace)</source>
        <translation>%1 of %2 case(s) flagged (one window each; emulated instruction count, attributed by trace)</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Adapter</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Harness</source>
        <translation>Harness</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>Stated mech.*.cost</source>
        <translation>Stated mech.*.cost</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
</context>
<context>
    <name>rb::BoardCheck</name>
    <message>
        <source>needs the probe and the serial port</source>
        <translation>needs the probe and the serial port</translation>
    </message>
    <message>
        <source>needs the probe</source>
        <translation>needs the probe</translation>
    </message>
    <message>
        <source>needs the serial port</source>
        <translation>needs the serial port</translation>
    </message>
    <message>
        <source>needs the chip checks above to pass</source>
        <translation>needs the chip checks above to pass</translation>
    </message>
    <message>
        <source>Firmware at %1 MHz: HELLO, COND, clock, cal_known_seq</source>
        <translation>Firmware at %1 MHz: HELLO, COND, clock, cal_known_seq</translation>
    </message>
    <message>
        <source>OpenOCD installed</source>
        <translation>OpenOCD installed</translation>
    </message>
    <message>
        <source>%1 was not found</source>
        <translation>%1 was not found</translation>
    </message>
    <message>
        <source>Install OpenOCD 0.12 (apt install openocd) or give its path with --openocd.</source>
        <translation>Install OpenOCD 0.12 (apt install openocd) or give its path with --openocd.</translation>
    </message>
    <message>
        <source>Probe %1 reaches the chip (DP ID)</source>
        <translation>Probe %1 reaches the chip (DP ID)</translation>
    </message>
    <message>
        <source>probing the chip through OpenOCD (%1)</source>
        <translation>probing the chip through OpenOCD (%1)</translation>
    </message>
    <message>
        <source>OpenOCD did not finish: is the probe used by another program (another OpenOCD, an IDE)? Unplug and re-plug it.</source>
        <translation>OpenOCD did not finish: is the probe used by another program (another OpenOCD, an IDE)? Unplug and re-plug it.</translation>
    </message>
    <message>
        <source>Plug the probe in (lsusb lists it) and check that --probe names it (cmsis-dap, stlink, jlink). udev rules: the Debian openocd package installs 60-openocd.rules; otherwise copy OpenOCD&apos;s contrib/60-openocd.rules to /etc/udev/rules.d/, run sudo udevadm control --reload and re-plug the probe.</source>
        <translation>Plug the probe in (lsusb lists it) and check that --probe names it (cmsis-dap, stlink, jlink). udev rules: the Debian openocd package installs 60-openocd.rules; otherwise copy OpenOCD&apos;s contrib/60-openocd.rules to /etc/udev/rules.d/, run sudo udevadm control --reload and re-plug the probe.</translation>
    </message>
    <message>
        <source>Wiring: probe SWDIO to PA13, SWCLK to PA14, GND to GND, VTref to the board&apos;s 3.3 V; power the board. A firmware that remapped PA13/PA14 or sleeps needs the reset line wired (NRST) and connect under reset.</source>
        <translation>Wiring: probe SWDIO to PA13, SWCLK to PA14, GND to GND, VTref to the board&apos;s 3.3 V; power the board. A firmware that remapped PA13/PA14 or sleeps needs the reset line wired (NRST) and connect under reset.</translation>
    </message>
    <message>
        <source>--probe or --target names a configuration file this OpenOCD does not have.</source>
        <translation>--probe or --target names a configuration file this OpenOCD does not have.</translation>
    </message>
    <message>
        <source>Read OpenOCD&apos;s output (rtosbench-cli flash --verbose shows it) and check the probe, the wiring and the board&apos;s power.</source>
        <translation>Read OpenOCD&apos;s output (rtosbench-cli flash --verbose shows it) and check the probe, the wiring and the board&apos;s power.</translation>
    </message>
    <message>
        <source>DP ID 0x%1</source>
        <translation>DP ID 0x%1</translation>
    </message>
    <message>
        <source>the chip answered (the DP ID is not printed over %1)</source>
        <translation>the chip answered (the DP ID is not printed over %1)</translation>
    </message>
    <message>
        <source>Device ID 0x414 (high density)</source>
        <translation>Device ID 0x414 (high density)</translation>
    </message>
    <message>
        <source>DBG_IDCODE (0xE0042000) could not be read</source>
        <translation>DBG_IDCODE (0xE0042000) could not be read</translation>
    </message>
    <message>
        <source>The probe connects but cannot read memory: check the wiring and the power, then retry.</source>
        <translation>The probe connects but cannot read memory: check the wiring and the power, then retry.</translation>
    </message>
    <message>
        <source>DEV_ID 0x%1 (DBG_IDCODE 0x%2)</source>
        <translation>DEV_ID 0x%1 (DBG_IDCODE 0x%2)</translation>
    </message>
    <message>
        <source>This is not a high-density GD32F103 (VE/ZE class): the gd32f103 board is linked for 512 KiB flash and 64 KiB SRAM and may not run on it.</source>
        <translation>This is not a high-density GD32F103 (VE/ZE class): the gd32f103 board is linked for 512 KiB flash and 64 KiB SRAM and may not run on it.</translation>
    </message>
    <message>
        <source>DBG_IDCODE 0x%1</source>
        <translation>DBG_IDCODE 0x%1</translation>
    </message>
    <message>
        <source>Flash and SRAM size (0x1FFFF7E0)</source>
        <translation>Flash and SRAM size (0x1FFFF7E0)</translation>
    </message>
    <message>
        <source>the memory density word could not be read</source>
        <translation>the memory density word could not be read</translation>
    </message>
    <message>
        <source>Check the wiring and the power, then retry.</source>
        <translation>Check the wiring and the power, then retry.</translation>
    </message>
    <message>
        <source>flash %1 KiB, SRAM %2 KiB</source>
        <translation>flash %1 KiB, SRAM %2 KiB</translation>
    </message>
    <message>
        <source>flash %1 KiB, SRAM not stated</source>
        <translation>flash %1 KiB, SRAM not stated</translation>
    </message>
    <message>
        <source>The firmware needs 256 KiB of flash (the zero-wait area) and is linked for 64 KiB of SRAM with the stack at its top: use a GD32F103VE/ZE-class chip.</source>
        <translation>The firmware needs 256 KiB of flash (the zero-wait area) and is linked for 64 KiB of SRAM with the stack at its top: use a GD32F103VE/ZE-class chip.</translation>
    </message>
    <message>
        <source>Serial port %1 opens</source>
        <translation>Serial port %1 opens</translation>
    </message>
    <message>
        <source>opening %1</source>
        <translation>opening %1</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 does not exist</translation>
    </message>
    <message>
        <source>(none given)</source>
        <translation>(none given)</translation>
    </message>
    <message>
        <source>Plug the USB-UART adapter in and pass its device with --port: ls /dev/ttyUSB* /dev/ttyACM* (dmesg names it when it is plugged in).</source>
        <translation>Plug the USB-UART adapter in and pass its device with --port: ls /dev/ttyUSB* /dev/ttyACM* (dmesg names it when it is plugged in).</translation>
    </message>
    <message>
        <source>%1 is not a serial device: pass the USB-UART adapter&apos;s device (/dev/ttyUSB0, /dev/ttyACM0).</source>
        <translation>%1 is not a serial device: pass the USB-UART adapter&apos;s device (/dev/ttyUSB0, /dev/ttyACM0).</translation>
    </message>
    <message>
        <source>Permissions: add yourself to the dialout group (sudo usermod -aG dialout $USER, then log in again) or add a udev rule; close other programs using the port (screen, minicom).</source>
        <translation>Permissions: add yourself to the dialout group (sudo usermod -aG dialout $USER, then log in again) or add a udev rule; close other programs using the port (screen, minicom).</translation>
    </message>
    <message>
        <source>%1 baud 8N1</source>
        <translation>%1 baud 8N1</translation>
    </message>
    <message>
        <source>UART wiring: PA9 (USART0 TX) to the adapter&apos;s RX, PA10 (RX) to its TX, GND to GND, 3.3 V levels. BOOT0 must be low (with BOOT0 high the chip starts its boot loader, not the flash). The baud is the firmware&apos;s (%1).</source>
        <translation>UART wiring: PA9 (USART0 TX) to the adapter&apos;s RX, PA10 (RX) to its TX, GND to GND, 3.3 V levels. BOOT0 must be low (with BOOT0 high the chip starts its boot loader, not the flash). The baud is the firmware&apos;s (%1).</translation>
    </message>
    <message>
        <source>building the bare-metal firmware at %1 MHz</source>
        <translation>building the bare-metal firmware at %1 MHz</translation>
    </message>
    <message>
        <source>Firmware builds at %1 MHz</source>
        <translation>Firmware builds at %1 MHz</translation>
    </message>
    <message>
        <source>Install the Arm cross compiler (apt install gcc-arm-none-eabi) and CMake; rtosbench-cli build-firmware --board gd32f103 shows the whole log.</source>
        <translation>Install the Arm cross compiler (apt install gcc-arm-none-eabi) and CMake; rtosbench-cli build-firmware --board gd32f103 shows the whole log.</translation>
    </message>
    <message>
        <source>flashing and reading the firmware at %1 MHz</source>
        <translation>flashing and reading the firmware at %1 MHz</translation>
    </message>
    <message>
        <source>Flashed at %1 MHz</source>
        <translation>Flashed at %1 MHz</translation>
    </message>
    <message>
        <source>The probe answered before: check that nothing else uses it, and the power (flashing needs a stable 3.3 V).</source>
        <translation>The probe answered before: check that nothing else uses it, and the power (flashing needs a stable 3.3 V).</translation>
    </message>
    <message>
        <source>HELLO and COND at %1 MHz</source>
        <translation>HELLO and COND at %1 MHz</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) arrived but no valid HELLO/COND</source>
        <translation>
            <numerusform>%n byte arrived but no valid HELLO/COND</numerusform>
            <numerusform>%n bytes arrived but no valid HELLO/COND</numerusform>
        </translation>
    </message>
    <message>
        <source>Wrong baud or a noisy line: the firmware sends at %1 baud 8N1; check GND between the board and the adapter.</source>
        <translation>Wrong baud or a noisy line: the firmware sends at %1 baud 8N1; check GND between the board and the adapter.</translation>
    </message>
    <message>
        <source>c_debugen=1 after flashing: power-cycle the board before measuring</source>
        <translation>c_debugen=1 after flashing: power-cycle the board before measuring</translation>
    </message>
    <message>
        <source>c_debugen=%1</source>
        <translation>c_debugen=%1</translation>
    </message>
    <message>
        <source>Clock %1 MHz, measured within 2 %</source>
        <translation>Clock %1 MHz, measured within 2 %</translation>
    </message>
    <message>
        <source>clock_hz=%1, clock_hz_measured=%2</source>
        <translation>clock_hz=%1, clock_hz_measured=%2</translation>
    </message>
    <message>
        <source>The PLL did not start from the crystal: check HXTAL (8 MHz) and its load capacitors.</source>
        <translation>The PLL did not start from the crystal: check HXTAL (8 MHz) and its load capacitors.</translation>
    </message>
    <message>
        <source>No measurement: PA8 (CK_OUT0, looped back into TIMER0) is driven or loaded by something on the board; free it.</source>
        <translation>No measurement: PA8 (CK_OUT0, looped back into TIMER0) is driven or loaded by something on the board; free it.</translation>
    </message>
    <message>
        <source>Crystal: the board&apos;s HXTAL must be 8 MHz (a 12 MHz crystal makes the 108 MHz build run at 162 MHz).</source>
        <translation>Crystal: the board&apos;s HXTAL must be 8 MHz (a 12 MHz crystal makes the 108 MHz build run at 162 MHz).</translation>
    </message>
    <message>
        <source>cal_known_seq = 100 after the overhead at %1 MHz</source>
        <translation>cal_known_seq = 100 after the overhead at %1 MHz</translation>
    </message>
    <message>
        <source>no cal_known_seq samples arrived</source>
        <translation>no cal_known_seq samples arrived</translation>
    </message>
    <message>
        <source>The firmware ended before the case: read the capture (rtosbench-cli flash, then a terminal at %1 baud).</source>
        <translation>The firmware ended before the case: read the capture (rtosbench-cli flash, then a terminal at %1 baud).</translation>
    </message>
    <message>
        <source>median - overhead = %1 cycles</source>
        <translation>median - overhead = %1 cycles</translation>
    </message>
    <message>
        <source>The timing chain is off (flash wait states, an interrupt during the window, a debugger halting the core): power-cycle the board and retry; keep the capture for a report.</source>
        <translation>The timing chain is off (flash wait states, an interrupt during the window, a debugger halting the core): power-cycle the board and retry; keep the capture for a report.</translation>
    </message>
</context>
<context>
    <name>rb::BoardCheckDialog</name>
    <message>
        <source>Check the GD32F103 set-up</source>
        <translation>Check the GD32F103 set-up</translation>
    </message>
    <message>
        <source>Proves the probe, the chip, the serial port and the clock before the first real run: OpenOCD reaches the chip (device ID 0x414, flash and SRAM size), then the bare-metal firmware is built, flashed and read at 72, 24 and 108 MHz. Every failure says what to fix. The same check: rtosbench-cli board check.</source>
        <translation>Proves the probe, the chip, the serial port and the clock before the first real run: OpenOCD reaches the chip (device ID 0x414, flash and SRAM size), then the bare-metal firmware is built, flashed and read at 72, 24 and 108 MHz. Every failure says what to fix. The same check: rtosbench-cli board check.</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0</source>
        <translation>e.g. /dev/ttyUSB0</translation>
    </message>
    <message>
        <source>Debug probe:</source>
        <translation>Debug probe:</translation>
    </message>
    <message>
        <source>Serial port:</source>
        <translation>Serial port:</translation>
    </message>
    <message>
        <source>OpenOCD program:</source>
        <translation>OpenOCD program:</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Check</translation>
    </message>
    <message>
        <source>Progress:</source>
        <translation>Progress:</translation>
    </message>
    <message>
        <source>Checklist:</source>
        <translation>Checklist:</translation>
    </message>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>SKIP</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>fix: %1</translation>
    </message>
    <message>
        <source>The set-up works: every check passed.</source>
        <translation>The set-up works: every check passed.</translation>
    </message>
    <message>
        <source>The set-up is not ready: fix the failed items above, then check again.</source>
        <translation>The set-up is not ready: fix the failed items above, then check again.</translation>
    </message>
</context>
<context>
    <name>rb::BoardRegistry</name>
    <message>
        <source>virtual board (QEMU)</source>
        <translation>virtual board (QEMU)</translation>
    </message>
    <message>
        <source>GD32F103</source>
        <translation>GD32F103</translation>
    </message>
    <message>
        <source>host (Linux)</source>
        <translation>host (Linux)</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot; (known: %2)</source>
        <translation>unknown board &quot;%1&quot; (known: %2)</translation>
    </message>
</context>
<context>
    <name>rb::CaptureAssembler</name>
    <message>
        <source>line %1 (%2) cannot be used: %3</source>
        <translation>line %1 (%2) cannot be used: %3</translation>
    </message>
    <message>
        <source>wrong protocol version at line %1 (%2): this rtosbench reads protocol 1, nothing after that line was read</source>
        <translation>wrong protocol version at line %1 (%2): this rtosbench reads protocol 1, nothing after that line was read</translation>
    </message>
    <message>
        <source>the capture has no HELLO line: it starts at sequence number %1 (line %2)</source>
        <translation>the capture has no HELLO line: it starts at sequence number %1 (line %2)</translation>
    </message>
    <message>
        <source>the firmware started again at line %1 (a second HELLO before DONE); cases it repeats are ignored</source>
        <translation>the firmware started again at line %1 (a second HELLO before DONE); cases it repeats are ignored</translation>
    </message>
    <message>
        <source>CASE without id=</source>
        <translation>CASE without id=</translation>
    </message>
    <message>
        <source>case %1 appears again at line %2; the repetition is ignored</source>
        <translation>case %1 appears again at line %2; the repetition is ignored</translation>
    </message>
    <message>
        <source>case %1 is not supported by this build</source>
        <translation>case %1 is not supported by this build</translation>
    </message>
    <message>
        <source>case %1 is not supported by this build: %2</source>
        <translation>case %1 is not supported by this build: %2</translation>
    </message>
    <message>
        <source>CASE %1 without a valid n=</source>
        <translation>CASE %1 without a valid n=</translation>
    </message>
    <message>
        <source>the CASE line of case %1 was lost (its data starts at line %2)</source>
        <translation>the CASE line of case %1 was lost (its data starts at line %2)</translation>
    </message>
    <message>
        <source>S needs case=, i= and v=</source>
        <translation>S needs case=, i= and v=</translation>
    </message>
    <message>
        <source>samples of case %1 outside that case</source>
        <translation>samples of case %1 outside that case</translation>
    </message>
    <message>
        <source>v= is not a list of integers</source>
        <translation>v= is not a list of integers</translation>
    </message>
    <message>
        <source>END without case=</source>
        <translation>END without case=</translation>
    </message>
    <message>
        <source>END of case %1 outside that case</source>
        <translation>END of case %1 outside that case</translation>
    </message>
    <message>
        <source>END of case %1 with status &apos;%2&apos;</source>
        <translation>END of case %1 with status &apos;%2&apos;</translation>
    </message>
    <message>
        <source>check %1 is not an integer</source>
        <translation>check %1 is not an integer</translation>
    </message>
    <message>
        <source>the firmware ended the run with DONE status=error (line %1)</source>
        <translation>the firmware ended the run with DONE status=error (line %1)</translation>
    </message>
    <message>
        <source>DONE with an unknown status &apos;%1&apos; (line %2)</source>
        <translation>DONE with an unknown status &apos;%1&apos; (line %2)</translation>
    </message>
    <message>
        <source>the firmware reported an error (code %1) at line %2: %3</source>
        <translation>the firmware reported an error (code %1) at line %2: %3</translation>
    </message>
    <message>
        <source>the firmware reported an error (code %1, case %2) at line %3: %4</source>
        <translation>the firmware reported an error (code %1, case %2) at line %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged line(s) dropped: bad or missing CRC (line %1)</source>
        <translation>
            <numerusform>%n damaged line dropped: bad or missing CRC (line %1)</numerusform>
            <numerusform>%n damaged lines dropped: bad or missing CRC (line %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n overlong line(s) skipped, longer than 512 bytes (line %1)</source>
        <translation>
            <numerusform>%n overlong line skipped, longer than 512 bytes (line %1)</numerusform>
            <numerusform>%n overlong lines skipped, longer than 512 bytes (line %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) with malformed fields dropped (line %1)</source>
        <translation>
            <numerusform>%n line with malformed fields dropped (line %1)</numerusform>
            <numerusform>%n lines with malformed fields dropped (line %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%2 line(s) lost: %n gap(s) in the sequence numbers (before line %1)</source>
        <translation>
            <numerusform>%2 line lost: %n gap in the sequence numbers (before line %1)</numerusform>
            <numerusform>%2 lines lost: %n gaps in the sequence numbers (before line %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>the capture ends inside a line (line %1, %2 bytes)</source>
        <translation>the capture ends inside a line (line %1, %2 bytes)</translation>
    </message>
    <message>
        <source>%2 byte(s) of non-protocol text inside the run (line %1)</source>
        <translation>%2 byte(s) of non-protocol text inside the run (line %1)</translation>
    </message>
    <message numerus="yes">
        <source>%n repeated line(s) dropped, their sequence numbers were already seen (line %1)</source>
        <translation>
            <numerusform>%n repeated line dropped, their sequence numbers were already seen (line %1)</numerusform>
            <numerusform>%n repeated lines dropped, their sequence numbers were already seen (line %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of an unknown record type ignored (line %1)</source>
        <translation>
            <numerusform>%n line of an unknown record type ignored (line %1)</numerusform>
            <numerusform>%n lines of an unknown record type ignored (line %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>missing DONE: the capture ended during case %1 (sample %2 of %3)</source>
        <translation>missing DONE: the capture ended during case %1 (sample %2 of %3)</translation>
    </message>
    <message>
        <source>missing DONE: the capture ended during case %1 (sample %2)</source>
        <translation>missing DONE: the capture ended during case %1 (sample %2)</translation>
    </message>
    <message>
        <source>missing DONE: the capture ended after case %1</source>
        <translation>missing DONE: the capture ended after case %1</translation>
    </message>
    <message>
        <source>missing DONE: the capture ended before the first case</source>
        <translation>missing DONE: the capture ended before the first case</translation>
    </message>
    <message>
        <source>no protocol line in the capture (%1 bytes)</source>
        <translation>no protocol line in the capture (%1 bytes)</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s) after DONE ignored</source>
        <translation>
            <numerusform>%n record after DONE ignored</numerusform>
            <numerusform>%n records after DONE ignored</numerusform>
        </translation>
    </message>
    <message>
        <source>case %1: %2 samples missing (the first at index %3)</source>
        <translation>case %1: %2 samples missing (the first at index %3)</translation>
    </message>
    <message>
        <source>%1= is missing</source>
        <translation>%1= is missing</translation>
    </message>
    <message>
        <source>%1=%2 is not a 64-bit integer</source>
        <translation>%1=%2 is not a 64-bit integer</translation>
    </message>
    <message>
        <source>another run starts at line %1 of the capture; it is stored separately</source>
        <translation>another run starts at line %1 of the capture; it is stored separately</translation>
    </message>
    <message>
        <source>the firmware started again at line %1 (a second HELLO before DONE); what follows is stored as another run</source>
        <translation>the firmware started again at line %1 (a second HELLO before DONE); what follows is stored as another run</translation>
    </message>
    <message>
        <source>line %1 (COND): conditions are stated before the first case; this line is ignored</source>
        <translation>line %1 (COND): conditions are stated before the first case; this line is ignored</translation>
    </message>
    <message>
        <source>line %1 (CASE %2): %3</source>
        <translation>line %1 (CASE %2): %3</translation>
    </message>
    <message>
        <source>line %1 (END of case %2): %3</source>
        <translation>line %1 (END of case %2): %3</translation>
    </message>
    <message>
        <source>the firmware ended the run with DONE status=fail (line %1)</source>
        <translation>the firmware ended the run with DONE status=fail (line %1)</translation>
    </message>
    <message numerus="yes">
        <source>scenario checks failed in %n case(s): %1 (DONE status=%2, line %3)</source>
        <translation>
            <numerusform>scenario checks failed in %n case: %1 (DONE status=%2, line %3)</numerusform>
            <numerusform>scenario checks failed in %n cases: %1 (DONE status=%2, line %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n repeated window(s) with the same values dropped (line %1)</source>
        <translation>
            <numerusform>%n repeated window with the same values dropped (line %1)</numerusform>
            <numerusform>%n repeated windows with the same values dropped (line %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1 (S of case %2): %3 values, the protocol allows at most %4</source>
        <translation>line %1 (S of case %2): %3 values, the protocol allows at most %4</translation>
    </message>
    <message>
        <source>line %1 (S of case %2): repeats sample index %3 after lost samples, so it cannot be compared with the first copy</source>
        <translation>line %1 (S of case %2): repeats sample index %3 after lost samples, so it cannot be compared with the first copy</translation>
    </message>
    <message>
        <source>line %1 (S of case %2): sample %3 was received before as %4, this line repeats it as %5</source>
        <translation>line %1 (S of case %2): sample %3 was received before as %4, this line repeats it as %5</translation>
    </message>
</context>
<context>
    <name>rb::ClassReport</name>
    <message>
        <source>conditions differ: %1</source>
        <translation>conditions differ: %1</translation>
    </message>
    <message>
        <source>missing: %1</source>
        <translation>missing: %1</translation>
    </message>
    <message>
        <source>outlier: %1</source>
        <translation>outlier: %1</translation>
    </message>
    <message>
        <source>run %1 vanished while read</source>
        <translation>run %1 vanished while read</translation>
    </message>
    <message>
        <source>virtual board (deterministic): a median different from the class&apos;s modal value is an outlier</source>
        <translation>virtual board (deterministic): a median different from the class&apos;s modal value is an outlier</translation>
    </message>
    <message>
        <source>physical board: a median more than 3 MAD from the class median is an outlier (MAD of the students&apos; medians; with MAD 0, any difference)</source>
        <translation>physical board: a median more than 3 MAD from the class median is an outlier (MAD of the students&apos; medians; with MAD 0, any difference)</translation>
    </message>
</context>
<context>
    <name>rb::ClassReportPdf</name>
    <message>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>fired</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>quiet</translation>
    </message>
    <message>
        <source>Class %1 — %2</source>
        <translation>Class %1 — %2</translation>
    </message>
    <message>
        <source>Lab %1 (trap %2). %3 students, %4 flagged. Outliers: %5.</source>
        <translation>Lab %1 (trap %2). %3 students, %4 flagged. Outliers: %5.</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Student</translation>
    </message>
    <message>
        <source>Runs (verdict)</source>
        <translation>Runs (verdict)</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>class %1</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flagged</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <source>match</source>
        <translation>match</translation>
    </message>
    <message>
        <source>Appendix</source>
        <translation>Appendix</translation>
    </message>
    <message>
        <source>A student&apos;s median is the median of their matching runs&apos; corrected medians (raw - overhead; a run that did not complete counts with the cases it measured); the class median is the median of the students&apos; medians. Runs whose conditions differ from the lab&apos;s are named and left out of the class figures. Missing: a configuration of the lab the student has no run of.</source>
        <translation>A student&apos;s median is the median of their matching runs&apos; corrected medians (raw - overhead; a run that did not complete counts with the cases it measured); the class median is the median of the students&apos; medians. Runs whose conditions differ from the lab&apos;s are named and left out of the class figures. Missing: a configuration of the lab the student has no run of.</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Students</source>
        <translation>Students</translation>
    </message>
    <message>
        <source>Class median</source>
        <translation>Class median</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>MAD</source>
        <translation>MAD</translation>
    </message>
    <message>
        <source>no lab to report</source>
        <translation>no lab to report</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>Class report: %1</source>
        <translation>Class report: %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
</context>
<context>
    <name>rb::ClassSession</name>
    <message>
        <source>the %1 name is empty</source>
        <translation>the %1 name is empty</translation>
    </message>
    <message>
        <source>the %1 name is longer than %2 characters</source>
        <translation>the %1 name is longer than %2 characters</translation>
    </message>
    <message>
        <source>the %1 name holds a control character (U+%2)</source>
        <translation>the %1 name holds a control character (U+%2)</translation>
    </message>
    <message>
        <source>the %1 name holds a comma</source>
        <translation>the %1 name holds a comma</translation>
    </message>
</context>
<context>
    <name>rb::ClassView</name>
    <message>
        <source>The classes found in the open database&apos;s run tags (class:NAME)</source>
        <translation>The classes found in the open database&apos;s run tags (class:NAME)</translation>
    </message>
    <message>
        <source>The lab whose runs are shown</source>
        <translation>The lab whose runs are shown</translation>
    </message>
    <message>
        <source>&amp;Class:</source>
        <translation>&amp;Class:</translation>
    </message>
    <message>
        <source>&amp;Lab:</source>
        <translation>&amp;Lab:</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Student</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flagged</translation>
    </message>
    <message>
        <source>Runs (verdict)</source>
        <translation>Runs (verdict)</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Median / class median</source>
        <translation>Median / class median</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Missing</translation>
    </message>
    <message>
        <source>A line per configuration: each metric&apos;s student median / class median, ⚑ on an outlier</source>
        <translation>A line per configuration: each metric&apos;s student median / class median, ⚑ on an outlier</translation>
    </message>
    <message>
        <source>Double-click or Enter: open the student&apos;s run in Compare beside the class&apos;s runs of the same configuration</source>
        <translation>Double-click or Enter: open the student&apos;s run in Compare beside the class&apos;s runs of the same configuration</translation>
    </message>
    <message>
        <source>%1 — trap %2</source>
        <translation>%1 — trap %2</translation>
    </message>
    <message>
        <source>No database is open. Open one with File › Open database or File › Open shared database.</source>
        <translation>No database is open. Open one with File › Open database or File › Open shared database.</translation>
    </message>
    <message>
        <source>No run in this database has a class tag. Runs started from a lab are tagged class:NAME when Settings › Classroom names a class.</source>
        <translation>No run in this database has a class tag. Runs started from a lab are tagged class:NAME when Settings › Classroom names a class.</translation>
    </message>
    <message>
        <source>No lab is available.</source>
        <translation>No lab is available.</translation>
    </message>
    <message>
        <source>The class report could not be made: %1</source>
        <translation>The class report could not be made: %1</translation>
    </message>
    <message>
        <source>No student of class %1 has a run of this lab yet.</source>
        <translation>No student of class %1 has a run of this lab yet.</translation>
    </message>
    <message>
        <source>Outlier rule: %1</source>
        <translation>Outlier rule: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n student(s), %1 flagged</source>
        <translation>
            <numerusform>%n student, %1 flagged</numerusform>
            <numerusform>%n students, %1 flagged</numerusform>
        </translation>
    </message>
    <message>
        <source>Computed in %1 ms</source>
        <translation>Computed in %1 ms</translation>
    </message>
    <message>
        <source>trap fired</source>
        <translation>trap fired</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>quiet</translation>
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
        <translation>%1:</translation>
    </message>
    <message>
        <source> %1 %2/%3%4</source>
        <translation> %1 %2/%3%4</translation>
    </message>
    <message>
        <source> ⚑ outlier</source>
        <translation> ⚑ outlier</translation>
    </message>
    <message>
        <source>as the lab asks</source>
        <translation>as the lab asks</translation>
    </message>
    <message>
        <source>⚑ flagged</source>
        <translation>⚑ flagged</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
<context>
    <name>rb::Cli</name>
    <message>
        <source>Builds one firmware configuration through firmware/CMakeLists.txt and writes DIR/manifest.json.</source>
        <translation>Builds one firmware configuration through firmware/CMakeLists.txt and writes DIR/manifest.json.</translation>
    </message>
    <message>
        <source>Board: qemu, gd32f103 or host.</source>
        <translation>Board: qemu, gd32f103 or host.</translation>
    </message>
    <message>
        <source>Kernel: baremetal, posix, freertos ...</source>
        <translation>Kernel: baremetal, posix, freertos ...</translation>
    </message>
    <message>
        <source>Optimisation flag, e.g. -Os.</source>
        <translation>Optimisation flag, e.g. -Os.</translation>
    </message>
    <message>
        <source>Extra compiler flags.</source>
        <translation>Extra compiler flags.</translation>
    </message>
    <message>
        <source>Core clock in Hz (gd32f103: 24, 72 or 108 MHz).</source>
        <translation>Core clock in Hz (gd32f103: 24, 72 or 108 MHz).</translation>
    </message>
    <message>
        <source>Kernel profile: default or minimal.</source>
        <translation>Kernel profile: default or minimal.</translation>
    </message>
    <message>
        <source>Samples per case.</source>
        <translation>Samples per case.</translation>
    </message>
    <message>
        <source>Warm-up iterations per case.</source>
        <translation>Warm-up iterations per case.</translation>
    </message>
    <message>
        <source>Build directory.</source>
        <translation>Build directory.</translation>
    </message>
    <message>
        <source>error: build-firmware needs --board, --kernel and --out</source>
        <translation>error: build-firmware needs --board, --kernel and --out</translation>
    </message>
    <message>
        <source>building %1 into %2</source>
        <translation>building %1 into %2</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>error: %1</translation>
    </message>
    <message>
        <source>Build one firmware configuration</source>
        <translation>Build one firmware configuration</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>95% CI</source>
        <translation>95% CI</translation>
    </message>
    <message>
        <source>P99</source>
        <translation>P99</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mean</translation>
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
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Shift A-B</source>
        <translation>Shift A-B</translation>
    </message>
    <message>
        <source>P(A&gt;B)</source>
        <translation>P(A&gt;B)</translation>
    </message>
    <message>
        <source>Confounds: none besides %1.</source>
        <translation>Confounds: none besides %1.</translation>
    </message>
    <message>
        <source>Confounds (vary besides %1):</source>
        <translation>Confounds (vary besides %1):</translation>
    </message>
    <message>
        <source>Traps: none fired.</source>
        <translation>Traps: none fired.</translation>
    </message>
    <message>
        <source>Traps:</source>
        <translation>Traps:</translation>
    </message>
    <message>
        <source>Compares stored runs: summaries, pairwise tests, confounds and measurement traps.</source>
        <translation>Compares stored runs: summaries, pairwise tests, confounds and measurement traps.</translation>
    </message>
    <message>
        <source>Run ids, e.g. 1,2,5-7.</source>
        <translation>Run ids, e.g. 1,2,5-7.</translation>
    </message>
    <message>
        <source>Only this metric (default: every metric).</source>
        <translation>Only this metric (default: every metric).</translation>
    </message>
    <message>
        <source>Output format: table or json.</source>
        <translation>Output format: table or json.</translation>
    </message>
    <message>
        <source>error: unknown format &apos;%1&apos; (table or json)</source>
        <translation>error: unknown format &apos;%1&apos; (table or json)</translation>
    </message>
    <message>
        <source>error: compare needs --runs IDS</source>
        <translation>error: compare needs --runs IDS</translation>
    </message>
    <message>
        <source>error: bad run list &apos;%1&apos; (e.g. 1,2,5-7)</source>
        <translation>error: bad run list &apos;%1&apos; (e.g. 1,2,5-7)</translation>
    </message>
    <message>
        <source>error: unknown condition &apos;%1&apos; (one of %2, kernel_config.KEY, extra.KEY)</source>
        <translation>error: unknown condition &apos;%1&apos; (one of %2, kernel_config.KEY, extra.KEY)</translation>
    </message>
    <message>
        <source>error: no run %1%2</source>
        <translation>error: no run %1%2</translation>
    </message>
    <message>
        <source>error: the runs have no case &apos;%1&apos;</source>
        <translation>error: the runs have no case &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Compare runs: pairwise tests, confounds, trap warnings</source>
        <translation>Compare runs: pairwise tests, confounds, trap warnings</translation>
    </message>
    <message>
        <source>Runs to export: ids (1,3,5-9) or all.</source>
        <translation>Runs to export: ids (1,3,5-9) or all.</translation>
    </message>
    <message>
        <source>csv or json.</source>
        <translation>csv or json.</translation>
    </message>
    <message>
        <source>CSV: one row per sample instead of one per case.</source>
        <translation>CSV: one row per sample instead of one per case.</translation>
    </message>
    <message>
        <source>CSV: no UTF-8 byte order mark (default: with, for Excel).</source>
        <translation>CSV: no UTF-8 byte order mark (default: with, for Excel).</translation>
    </message>
    <message>
        <source>Output file (- for stdout).</source>
        <translation>Output file (- for stdout).</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] export --runs IDS|all --format csv|json [--samples] [--no-bom] --out FILE</source>
        <translation>usage: rtosbench-cli [--db PATH] export --runs IDS|all --format csv|json [--samples] [--no-bom] --out FILE</translation>
    </message>
    <message>
        <source>error: unknown format &apos;%1&apos; (csv or json)</source>
        <translation>error: unknown format &apos;%1&apos; (csv or json)</translation>
    </message>
    <message>
        <source>note: JSON exports always contain the raw samples</source>
        <translation>note: JSON exports always contain the raw samples</translation>
    </message>
    <message>
        <source>error: cannot write to stdout</source>
        <translation>error: cannot write to stdout</translation>
    </message>
    <message>
        <source>error: cannot write %1: %2</source>
        <translation>error: cannot write %1: %2</translation>
    </message>
    <message>
        <source>Export runs (--runs IDS|all --format csv|json [--samples] --out FILE).</source>
        <translation>Export runs (--runs IDS|all --format csv|json [--samples] --out FILE).</translation>
    </message>
    <message>
        <source>Programs, verifies and resets a GD32F103 through OpenOCD.</source>
        <translation>Programs, verifies and resets a GD32F103 through OpenOCD.</translation>
    </message>
    <message>
        <source>Probe: cmsis-dap, stlink, jlink or an interface .cfg.</source>
        <translation>Probe: cmsis-dap, stlink, jlink or an interface .cfg.</translation>
    </message>
    <message>
        <source>OpenOCD program.</source>
        <translation>OpenOCD program.</translation>
    </message>
    <message>
        <source>OpenOCD target configuration.</source>
        <translation>OpenOCD target configuration.</translation>
    </message>
    <message>
        <source>Print OpenOCD&apos;s output.</source>
        <translation>Print OpenOCD&apos;s output.</translation>
    </message>
    <message>
        <source>The ELF to program.</source>
        <translation>The ELF to program.</translation>
    </message>
    <message>
        <source>error: flash needs exactly one FIRMWARE.elf</source>
        <translation>error: flash needs exactly one FIRMWARE.elf</translation>
    </message>
    <message>
        <source>Flash a firmware into a GD32F103 through OpenOCD</source>
        <translation>Flash a firmware into a GD32F103 through OpenOCD</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import FILE.json</source>
        <translation>usage: rtosbench-cli [--db PATH] import FILE.json</translation>
    </message>
    <message>
        <source>error: cannot read %1: %2</source>
        <translation>error: cannot read %1: %2</translation>
    </message>
    <message>
        <source>error: cannot import %1: %2</source>
        <translation>error: cannot import %1: %2</translation>
    </message>
    <message>
        <source>Import runs from a JSON export (FILE.json).</source>
        <translation>Import runs from a JSON export (FILE.json).</translation>
    </message>
    <message>
        <source>Board the capture must come from.</source>
        <translation>Board the capture must come from.</translation>
    </message>
    <message>
        <source>MCU the firmware must report.</source>
        <translation>MCU the firmware must report.</translation>
    </message>
    <message>
        <source>Compiler (e.g. gcc).</source>
        <translation>Compiler (e.g. gcc).</translation>
    </message>
    <message>
        <source>Compiler version (prefix, e.g. 12.2.1).</source>
        <translation>Compiler version (prefix, e.g. 12.2.1).</translation>
    </message>
    <message>
        <source>Optimisation flag (e.g. -Os).</source>
        <translation>Optimisation flag (e.g. -Os).</translation>
    </message>
    <message>
        <source>The exact compiler flags.</source>
        <translation>The exact compiler flags.</translation>
    </message>
    <message>
        <source>Kernel id (e.g. freertos).</source>
        <translation>Kernel id (e.g. freertos).</translation>
    </message>
    <message>
        <source>Kernel version.</source>
        <translation>Kernel version.</translation>
    </message>
    <message>
        <source>Kernel profile (e.g. minimal).</source>
        <translation>Kernel profile (e.g. minimal).</translation>
    </message>
    <message>
        <source>Timing method (dwt, systick, ...).</source>
        <translation>Timing method (dwt, systick, ...).</translation>
    </message>
    <message>
        <source>Core clock in Hz the firmware must report.</source>
        <translation>Core clock in Hz the firmware must report.</translation>
    </message>
    <message>
        <source>Flash wait states the firmware must report.</source>
        <translation>Flash wait states the firmware must report.</translation>
    </message>
    <message>
        <source>Tag the run (repeatable).</source>
        <translation>Tag the run (repeatable).</translation>
    </message>
    <message>
        <source>Experiment name to file the run under.</source>
        <translation>Experiment name to file the run under.</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import-log FILE|- [--expect-opt FLAG] [--expect-board ID] [--expect-clock-hz HZ] [--expect-* ...] [--tag TAG]</source>
        <translation>usage: rtosbench-cli [--db PATH] import-log FILE|- [--expect-opt FLAG] [--expect-board ID] [--expect-clock-hz HZ] [--expect-* ...] [--tag TAG]</translation>
    </message>
    <message>
        <source>error: --%1 needs a non-negative integer, not &apos;%2&apos;</source>
        <translation>error: --%1 needs a non-negative integer, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Imported from a capture on standard input.</source>
        <translation>Imported from a capture on standard input.</translation>
    </message>
    <message>
        <source>Imported from the capture %1 (times are the file&apos;s modification time).</source>
        <translation>Imported from the capture %1 (times are the file&apos;s modification time).</translation>
    </message>
    <message>
        <source>error: the run could not be stored: %1</source>
        <translation>error: the run could not be stored: %1</translation>
    </message>
    <message>
        <source>run %1 stored as %2: %3</source>
        <translation>run %1 stored as %2: %3</translation>
    </message>
    <message>
        <source>Store a raw firmware capture as a run (damaged: kept, non-zero exit).</source>
        <translation>Store a raw firmware capture as a run (damaged: kept, non-zero exit).</translation>
    </message>
    <message>
        <source>Language of the texts: zh_CN or en.</source>
        <translation>Language of the texts: zh_CN or en.</translation>
    </message>
    <message>
        <source>What to observe:</source>
        <translation>What to observe:</translation>
    </message>
    <message>
        <source>Questions:</source>
        <translation>Questions:</translation>
    </message>
    <message>
        <source>Lists the guided lab experiments.</source>
        <translation>Lists the guided lab experiments.</translation>
    </message>
    <message>
        <source>Output format: table, csv or json.</source>
        <translation>Output format: table, csv or json.</translation>
    </message>
    <message>
        <source>error: unknown format &quot;%1&quot;</source>
        <translation>error: unknown format &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Lab</source>
        <translation>Lab</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernels</translation>
    </message>
    <message>
        <source>Configurations</source>
        <translation>Configurations</translation>
    </message>
    <message>
        <source>Needs kernel tree</source>
        <translation>Needs kernel tree</translation>
    </message>
    <message>
        <source>error: give exactly one lab ID (see &quot;lab list&quot;)</source>
        <translation>error: give exactly one lab ID (see &quot;lab list&quot;)</translation>
    </message>
    <message>
        <source>error: no lab &quot;%1&quot; (see &quot;lab list&quot;)</source>
        <translation>error: no lab &quot;%1&quot; (see &quot;lab list&quot;)</translation>
    </message>
    <message>
        <source>Shows a lab: explanation, what to observe, questions and its experiment.</source>
        <translation>Shows a lab: explanation, what to observe, questions and its experiment.</translation>
    </message>
    <message>
        <source>The lab (see &quot;lab list&quot;).</source>
        <translation>The lab (see &quot;lab list&quot;).</translation>
    </message>
    <message>
        <source>Metrics shown: %1</source>
        <translation>Metrics shown: %1</translation>
    </message>
    <message>
        <source>Needs a kernel tree: %1 (--kernel-dir KERNEL=DIR)</source>
        <translation>Needs a kernel tree: %1 (--kernel-dir KERNEL=DIR)</translation>
    </message>
    <message>
        <source>Experiment:</source>
        <translation>Experiment:</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Cold</source>
        <translation>Cold</translation>
    </message>
    <message>
        <source>Results (corrected: raw - overhead):</source>
        <translation>Results (corrected: raw - overhead):</translation>
    </message>
    <message>
        <source>Runs a lab&apos;s experiment on the virtual board or this computer, stores the runs and shows what to observe. A lab that needs a kernel tree it was not given is skipped (exit code 3).</source>
        <translation>Runs a lab&apos;s experiment on the virtual board or this computer, stores the runs and shows what to observe. A lab that needs a kernel tree it was not given is skipped (exit code 3).</translation>
    </message>
    <message>
        <source>Kernel source tree, as KERNEL=DIR (repeatable).</source>
        <translation>Kernel source tree, as KERNEL=DIR (repeatable).</translation>
    </message>
    <message>
        <source>QEMU program.</source>
        <translation>QEMU program.</translation>
    </message>
    <message>
        <source>Seconds one board run may take.</source>
        <translation>Seconds one board run may take.</translation>
    </message>
    <message>
        <source>Print only the result lines.</source>
        <translation>Print only the result lines.</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] log RUN_ID</source>
        <translation>usage: rtosbench-cli [--db PATH] log RUN_ID</translation>
    </message>
    <message>
        <source>error: &apos;%1&apos; is not a run id</source>
        <translation>error: &apos;%1&apos; is not a run id</translation>
    </message>
    <message>
        <source>error: run %1 has no raw capture (it was not captured from a board)</source>
        <translation>error: run %1 has no raw capture (it was not captured from a board)</translation>
    </message>
    <message>
        <source>error: cannot write the capture to standard output</source>
        <translation>error: cannot write the capture to standard output</translation>
    </message>
    <message>
        <source>Print a run&apos;s raw capture, byte for byte.</source>
        <translation>Print a run&apos;s raw capture, byte for byte.</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unknown)</translation>
    </message>
    <message>
        <source>Ranks by %1 (metric %2, %3; rank 1 = fastest median; ties share the better rank)</source>
        <translation>Ranks by %1 (metric %2, %3; rank 1 = fastest median; ties share the better rank)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Rank 95%</source>
        <translation>Rank 95%</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistic</translation>
    </message>
    <message>
        <source>Kendall tau-b %1 -&gt; %2: %3 (%4 common kernels)</source>
        <translation>Kendall tau-b %1 -&gt; %2: %3 (%4 common kernels)</translation>
    </message>
    <message>
        <source>undefined</source>
        <translation>undefined</translation>
    </message>
    <message>
        <source>Flips: none.</source>
        <translation>Flips: none.</translation>
    </message>
    <message>
        <source>Flip %1 / %2 between %3 and %4: %5 (%6)</source>
        <translation>Flip %1 / %2 between %3 and %4: %5 (%6)</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>significant</translation>
    </message>
    <message>
        <source>not significant</source>
        <translation>not significant</translation>
    </message>
    <message>
        <source>Confounds (vary besides kernel and %1):</source>
        <translation>Confounds (vary besides kernel and %1):</translation>
    </message>
    <message>
        <source>Ranks kernels by median within each value of a condition and shows how the ranking shifts.</source>
        <translation>Ranks kernels by median within each value of a condition and shows how the ranking shifts.</translation>
    </message>
    <message>
        <source>The condition that varies, e.g. clock_hz, opt_level.</source>
        <translation>The condition that varies, e.g. clock_hz, opt_level.</translation>
    </message>
    <message>
        <source>Only values in this unit (default: the most common unit of the selection).</source>
        <translation>Only values in this unit (default: the most common unit of the selection).</translation>
    </message>
    <message>
        <source>Run ids, e.g. 1,2,5-7 (default: all runs).</source>
        <translation>Run ids, e.g. 1,2,5-7 (default: all runs).</translation>
    </message>
    <message>
        <source>Use the published reference data.</source>
        <translation>Use the published reference data.</translation>
    </message>
    <message>
        <source>Bootstrap iterations (default 1000).</source>
        <translation>Bootstrap iterations (default 1000).</translation>
    </message>
    <message>
        <source>Bootstrap seed (default 1).</source>
        <translation>Bootstrap seed (default 1).</translation>
    </message>
    <message>
        <source>error: ranks needs --by CONDITION (one of %1, kernel_config.KEY, extra.KEY)</source>
        <translation>error: ranks needs --by CONDITION (one of %1, kernel_config.KEY, extra.KEY)</translation>
    </message>
    <message>
        <source>error: --runs and --reference exclude each other</source>
        <translation>error: --runs and --reference exclude each other</translation>
    </message>
    <message>
        <source>error: --bootstrap needs 0..1000000 and --seed an unsigned integer</source>
        <translation>error: --bootstrap needs 0..1000000 and --seed an unsigned integer</translation>
    </message>
    <message>
        <source>error: no run %1</source>
        <translation>error: no run %1</translation>
    </message>
    <message>
        <source>error: nothing to rank for metric %1%2</source>
        <translation>error: nothing to rank for metric %1%2</translation>
    </message>
    <message>
        <source> in %1</source>
        <translation> in %1</translation>
    </message>
    <message>
        <source>Rank kernels per configuration, show rank shifts</source>
        <translation>Rank kernels per configuration, show rank shifts</translation>
    </message>
    <message>
        <source>Output format: table, csv or json (default: table).</source>
        <translation>Output format: table, csv or json (default: table).</translation>
    </message>
    <message>
        <source>error: unexpected argument &apos;%1&apos;</source>
        <translation>error: unexpected argument &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Ref.</source>
        <translation>Ref.</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Clock (Hz)</source>
        <translation>Clock (Hz)</translation>
    </message>
    <message>
        <source>Opt.</source>
        <translation>Opt.</translation>
    </message>
    <message>
        <source>MCU</source>
        <translation>MCU</translation>
    </message>
    <message>
        <source>Core</source>
        <translation>Core</translation>
    </message>
    <message>
        <source>Toolchain</source>
        <translation>Toolchain</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>Timing</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>No reference results in %1.</source>
        <translation>No reference results in %1.</translation>
    </message>
    <message>
        <source>List the published reference results (--format table|csv|json).</source>
        <translation>List the published reference results (--format table|csv|json).</translation>
    </message>
    <message>
        <source>Writes a PDF report of stored runs: disclosure, conditions, warnings, summaries, plots, pairwise effects, raw-data appendix and reproducibility data.</source>
        <translation>Writes a PDF report of stored runs: disclosure, conditions, warnings, summaries, plots, pairwise effects, raw-data appendix and reproducibility data.</translation>
    </message>
    <message>
        <source>Run ids, e.g. 1,2,5-7, or all (default: all).</source>
        <translation>Run ids, e.g. 1,2,5-7, or all (default: all).</translation>
    </message>
    <message>
        <source>Metrics, comma-separated (default: every metric of the runs).</source>
        <translation>Metrics, comma-separated (default: every metric of the runs).</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>The PDF file to write.</translation>
    </message>
    <message>
        <source>Report language: en or zh_CN (default en).</source>
        <translation>Report language: en or zh_CN (default en).</translation>
    </message>
    <message>
        <source>Report title.</source>
        <translation>Report title.</translation>
    </message>
    <message>
        <source>Add the published reference values of the metrics.</source>
        <translation>Add the published reference values of the metrics.</translation>
    </message>
    <message>
        <source>error: report needs --out FILE.pdf</source>
        <translation>error: report needs --out FILE.pdf</translation>
    </message>
    <message>
        <source>error: unknown language &apos;%1&apos; (en or zh_CN)</source>
        <translation>error: unknown language &apos;%1&apos; (en or zh_CN)</translation>
    </message>
    <message>
        <source>error: bad run list &apos;%1&apos; (e.g. 1,2,5-7 or all)</source>
        <translation>error: bad run list &apos;%1&apos; (e.g. 1,2,5-7 or all)</translation>
    </message>
    <message>
        <source>wrote %1 (%2 bytes, %3 ms) and %4</source>
        <translation>wrote %1 (%2 bytes, %3 ms) and %4</translation>
    </message>
    <message>
        <source>Write a PDF report of runs (plots, tables)</source>
        <translation>Write a PDF report of runs (plots, tables)</translation>
    </message>
    <message>
        <source>Runs an experiment: build, flash or start, capture, validate and store every configuration.</source>
        <translation>Runs an experiment: build, flash or start, capture, validate and store every configuration.</translation>
    </message>
    <message>
        <source>Run on this board instead: qemu, host, gd32f103.</source>
        <translation>Run on this board instead: qemu, host, gd32f103.</translation>
    </message>
    <message>
        <source>Serial port of the GD32F103 (e.g. /dev/ttyUSB0).</source>
        <translation>Serial port of the GD32F103 (e.g. /dev/ttyUSB0).</translation>
    </message>
    <message>
        <source>Baud rate of the serial port.</source>
        <translation>Baud rate of the serial port.</translation>
    </message>
    <message>
        <source>Debug probe: cmsis-dap, stlink or jlink.</source>
        <translation>Debug probe: cmsis-dap, stlink or jlink.</translation>
    </message>
    <message>
        <source>Stop at the first failing configuration.</source>
        <translation>Stop at the first failing configuration.</translation>
    </message>
    <message>
        <source>The experiment definition (JSON).</source>
        <translation>The experiment definition (JSON).</translation>
    </message>
    <message>
        <source>error: run needs exactly one EXPERIMENT.json</source>
        <translation>error: run needs exactly one EXPERIMENT.json</translation>
    </message>
    <message>
        <source>Run an experiment (build, flash/start, capture, store)</source>
        <translation>Run an experiment (build, flash/start, capture, store)</translation>
    </message>
    <message>
        <source>Started (UTC)</source>
        <translation>Started (UTC)</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Toolchain version</source>
        <translation>Toolchain version</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Reason</translation>
    </message>
    <message>
        <source>No runs in %1.</source>
        <translation>No runs in %1.</translation>
    </message>
    <message>
        <source>List the stored runs (--format table|csv|json).</source>
        <translation>List the stored runs (--format table|csv|json).</translation>
    </message>
    <message>
        <source>Output format: table or json (default: table).</source>
        <translation>Output format: table or json (default: table).</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] stats RUN_ID [--format table|json]</source>
        <translation>usage: rtosbench-cli [--db PATH] stats RUN_ID [--format table|json]</translation>
    </message>
    <message>
        <source>CI low</source>
        <translation>CI low</translation>
    </message>
    <message>
        <source>CI high</source>
        <translation>CI high</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>SD</translation>
    </message>
    <message>
        <source>P1</source>
        <translation>P1</translation>
    </message>
    <message>
        <source>Run %1: %2 %3, %4, corrected samples (raw - overhead)</source>
        <translation>Run %1: %2 %3, %4, corrected samples (raw - overhead)</translation>
    </message>
    <message>
        <source>Summary statistics of a run&apos;s cases (RUN_ID [--format table|json]).</source>
        <translation>Summary statistics of a run&apos;s cases (RUN_ID [--format table|json]).</translation>
    </message>
    <message>
        <source>error: cannot open database %1: %2</source>
        <translation>error: cannot open database %1: %2</translation>
    </message>
    <message>
        <source>rtosbench-cli: measure and compare RTOS kernels, headless.</source>
        <translation>rtosbench-cli: measure and compare RTOS kernels, headless.</translation>
    </message>
    <message>
        <source>One of:
%1</source>
        <translation>One of:
%1</translation>
    </message>
    <message>
        <source>error: unknown command &apos;%1&apos; (see --help)</source>
        <translation>error: unknown command &apos;%1&apos; (see --help)</translation>
    </message>
    <message>
        <source>build</source>
        <translation>build</translation>
    </message>
    <message>
        <source>flash</source>
        <translation>flash</translation>
    </message>
    <message>
        <source>capture</source>
        <translation>capture</translation>
    </message>
    <message>
        <source>store</source>
        <translation>store</translation>
    </message>
    <message>
        <source>configuration %1: run %2 %3</source>
        <translation>configuration %1: run %2 %3</translation>
    </message>
    <message>
        <source>configuration %1 failed: %2</source>
        <translation>configuration %1 failed: %2</translation>
    </message>
    <message>
        <source>%1 configuration(s), %2 run(s) stored [%3], %4 failed</source>
        <translation>%1 configuration(s), %2 run(s) stored [%3], %4 failed</translation>
    </message>
    <message>
        <source>Kernel (e.g. zephyr, freertos, &quot;RT-Thread&quot;).</source>
        <translation>Kernel (e.g. zephyr, freertos, &quot;RT-Thread&quot;).</translation>
    </message>
    <message>
        <source>Kernel version (e.g. 3.7.0).</source>
        <translation>Kernel version (e.g. 3.7.0).</translation>
    </message>
    <message>
        <source>Kernel configuration profile (free text).</source>
        <translation>Kernel configuration profile (free text).</translation>
    </message>
    <message>
        <source>Board the output came from.</source>
        <translation>Board the output came from.</translation>
    </message>
    <message>
        <source>MCU (e.g. STM32F401RE).</source>
        <translation>MCU (e.g. STM32F401RE).</translation>
    </message>
    <message>
        <source>CPU core (e.g. cortex-m4).</source>
        <translation>CPU core (e.g. cortex-m4).</translation>
    </message>
    <message>
        <source>Compiler (e.g. gcc, &quot;Keil MDK 5 ARMCC&quot;).</source>
        <translation>Compiler (e.g. gcc, &quot;Keil MDK 5 ARMCC&quot;).</translation>
    </message>
    <message>
        <source>Compiler version.</source>
        <translation>Compiler version.</translation>
    </message>
    <message>
        <source>Optimisation level (e.g. -Os).</source>
        <translation>Optimisation level (e.g. -Os).</translation>
    </message>
    <message>
        <source>Timing method (dwt, systick, gpio, free text).</source>
        <translation>Timing method (dwt, systick, gpio, free text).</translation>
    </message>
    <message>
        <source>Debugger: attached, detached or unknown.</source>
        <translation>Debugger: attached, detached or unknown.</translation>
    </message>
    <message>
        <source>Core clock in Hz.</source>
        <translation>Core clock in Hz.</translation>
    </message>
    <message>
        <source>Flash wait states.</source>
        <translation>Flash wait states.</translation>
    </message>
    <message>
        <source>Counts per second of the timer used.</source>
        <translation>Counts per second of the timer used.</translation>
    </message>
    <message>
        <source>Stores the printed output of another RTOS benchmark suite as a summary-only run with the conditions given here.</source>
        <translation>Stores the printed output of another RTOS benchmark suite as a summary-only run with the conditions given here.</translation>
    </message>
    <message>
        <source>Suite output format: %1.</source>
        <translation>Suite output format: %1.</translation>
    </message>
    <message>
        <source>Text added to the run&apos;s notes (e.g. where the output was published).</source>
        <translation>Text added to the run&apos;s notes (e.g. where the output was published).</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import-suite --format %1 FILE|- [--kernel K] [--kernel-version V] [--board B] [--mcu M] [--clock-hz F] [--compiler C] [--opt O] [--cflags F] [--timing-method T] [--note TEXT] ...</source>
        <translation>usage: rtosbench-cli [--db PATH] import-suite --format %1 FILE|- [--kernel K] [--kernel-version V] [--board B] [--mcu M] [--clock-hz F] [--compiler C] [--opt O] [--cflags F] [--timing-method T] [--note TEXT] ...</translation>
    </message>
    <message>
        <source>error: unknown suite format &apos;%1&apos; (one of %2)</source>
        <translation>error: unknown suite format &apos;%1&apos; (one of %2)</translation>
    </message>
    <message>
        <source>error: %1: %2</source>
        <translation>error: %1: %2</translation>
    </message>
    <message>
        <source>Read from standard input.</source>
        <translation>Read from standard input.</translation>
    </message>
    <message>
        <source>File: %1 (times are the file&apos;s modification time).</source>
        <translation>File: %1 (times are the file&apos;s modification time).</translation>
    </message>
    <message>
        <source>Store another suite&apos;s printed results (R-Rhealstone, Zephyr latency_measure, Thread-Metric, rtos-benchmark) as a summary-only run.</source>
        <translation>Store another suite&apos;s printed results (R-Rhealstone, Zephyr latency_measure, Thread-Metric, rtos-benchmark) as a summary-only run.</translation>
    </message>
    <message>
        <source>error: unknown format &apos;%1&apos; (%2)</source>
        <translation>error: unknown format &apos;%1&apos; (%2)</translation>
    </message>
    <message>
        <source>Run %1: %2 %3, %4, source %5: summary only, as the suite printed it (no samples)</source>
        <translation>Run %1: %2 %3, %4, source %5: summary only, as the suite printed it (no samples)</translation>
    </message>
    <message>
        <source>The kernel&apos;s source tree (default: the kernel registry&apos;s).</source>
        <translation>The kernel&apos;s source tree (default: the kernel registry&apos;s).</translation>
    </message>
    <message>
        <source>Debug adapter speed in kHz.</source>
        <translation>Debug adapter speed in kHz.</translation>
    </message>
    <message>
        <source>Debug transport (default: swd, hla_swd for ST-Link).</source>
        <translation>Debug transport (default: swd, hla_swd for ST-Link).</translation>
    </message>
    <message>
        <source>Expected CPU TAP id (default 0: not checked).</source>
        <translation>Expected CPU TAP id (default 0: not checked).</translation>
    </message>
    <message>
        <source>An rtosbench JSON export (all runs or none are stored).</source>
        <translation>An rtosbench JSON export (all runs or none are stored).</translation>
    </message>
    <message>
        <source>A raw firmware capture (protocol v1), or - for stdin.</source>
        <translation>A raw firmware capture (protocol v1), or - for stdin.</translation>
    </message>
    <message>
        <source>error: %1 is empty: there is no capture to import</source>
        <translation>error: %1 is empty: there is no capture to import</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standard input</translation>
    </message>
    <message>
        <source>Run %1 of the %2 runs in that capture.</source>
        <translation>Run %1 of the %2 runs in that capture.</translation>
    </message>
    <message>
        <source>the capture holds %1 runs (the firmware started again): stored as runs %2</source>
        <translation>the capture holds %1 runs (the firmware started again): stored as runs %2</translation>
    </message>
    <message numerus="yes">
        <source>database %1: schema %2, %n run(s), %3 published numbers</source>
        <translation>
            <numerusform>database %1: schema %2, %n run, %3 published numbers</numerusform>
            <numerusform>database %1: schema %2, %n runs, %3 published numbers</numerusform>
        </translation>
    </message>
    <message>
        <source>Create the database, or upgrade an older one; stores nothing.</source>
        <translation>Create the database, or upgrade an older one; stores nothing.</translation>
    </message>
    <message>
        <source>Kernel cache directory (default: $RTOSBENCH_KERNEL_CACHE, else %1).</source>
        <translation>Kernel cache directory (default: $RTOSBENCH_KERNEL_CACHE, else %1).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Repository</source>
        <translation>Repository</translation>
    </message>
    <message>
        <source>Tested tags</source>
        <translation>Tested tags</translation>
    </message>
    <message>
        <source>Extra trees</source>
        <translation>Extra trees</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installed</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origin</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Path</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (missing)</translation>
    </message>
    <message>
        <source>(no tree needed)</source>
        <translation>(no tree needed)</translation>
    </message>
    <message>
        <source>Kernel cache: %1</source>
        <translation>Kernel cache: %1</translation>
    </message>
    <message>
        <source>The version to register the tree as.</source>
        <translation>The version to register the tree as.</translation>
    </message>
    <message>
        <source>error: kernel add needs ID and DIR|ARCHIVE</source>
        <translation>error: kernel add needs ID and DIR|ARCHIVE</translation>
    </message>
    <message>
        <source>%1 %2 is already installed: %3</source>
        <translation>%1 %2 is already installed: %3</translation>
    </message>
    <message>
        <source>added %1 %2 (%4): %3</source>
        <translation>added %1 %2 (%4): %3</translation>
    </message>
    <message>
        <source>digest %1 (%2 files)</source>
        <translation>digest %1 (%2 files)</translation>
    </message>
    <message>
        <source>note: %1 also needs %2: add them with &quot;kernel add&quot;</source>
        <translation>note: %1 also needs %2: add them with &quot;kernel add&quot;</translation>
    </message>
    <message>
        <source>Fetch from DIR/&lt;repository&gt;.git instead of the official repository (default: $RTOSBENCH_KERNEL_MIRROR).</source>
        <translation>Fetch from DIR/&lt;repository&gt;.git instead of the official repository (default: $RTOSBENCH_KERNEL_MIRROR).</translation>
    </message>
    <message>
        <source>error: kernel fetch needs ID [TAG]</source>
        <translation>error: kernel fetch needs ID [TAG]</translation>
    </message>
    <message>
        <source>fetched %1 %2 (commit %4): %3</source>
        <translation>fetched %1 %2 (commit %4): %3</translation>
    </message>
    <message>
        <source>error: kernel remove needs ID [VERSION]</source>
        <translation>error: kernel remove needs ID [VERSION]</translation>
    </message>
    <message>
        <source>removed %1 %2 from the registry (the directory %3 is kept)</source>
        <translation>removed %1 %2 from the registry (the directory %3 is kept)</translation>
    </message>
    <message>
        <source>removed %1 %2 and deleted %3</source>
        <translation>removed %1 %2 and deleted %3</translation>
    </message>
    <message>
        <source>Kernel trees: list, add DIR|ARCHIVE, fetch, remove</source>
        <translation>Kernel trees: list, add DIR|ARCHIVE, fetch, remove</translation>
    </message>
    <message>
        <source>lab %1 needs a kernel source tree for %2; add one with &quot;rtosbench-cli kernel add %3 DIR|ARCHIVE&quot; or give it with --kernel-dir %3=DIR</source>
        <translation>lab %1 needs a kernel source tree for %2; add one with &quot;rtosbench-cli kernel add %3 DIR|ARCHIVE&quot; or give it with --kernel-dir %3=DIR</translation>
    </message>
    <message>
        <source>The run whose raw capture is written to stdout.</source>
        <translation>The run whose raw capture is written to stdout.</translation>
    </message>
    <message>
        <source>error: cannot read %1</source>
        <translation>error: cannot read %1</translation>
    </message>
    <message>
        <source>error: %1 runs commands of its own, and this file (SHA-256 %2) has not been trusted:</source>
        <translation>error: %1 runs commands of its own, and this file (SHA-256 %2) has not been trusted:</translation>
    </message>
    <message>
        <source>Review them; run again with --trust to run them (remembered for this exact file content).</source>
        <translation>Review them; run again with --trust to run them (remembered for this exact file content).</translation>
    </message>
    <message>
        <source>trusted %1 (SHA-256 %2)</source>
        <translation>trusted %1 (SHA-256 %2)</translation>
    </message>
    <message>
        <source>Kernel registry to take trees from (default: $RTOSBENCH_KERNEL_CACHE, else ~/.cache/rtosbench/kernels).</source>
        <translation>Kernel registry to take trees from (default: $RTOSBENCH_KERNEL_CACHE, else ~/.cache/rtosbench/kernels).</translation>
    </message>
    <message>
        <source>Trust the experiment file&apos;s own commands (external builds) and run them; remembered for this exact file content.</source>
        <translation>Trust the experiment file&apos;s own commands (external builds) and run them; remembered for this exact file content.</translation>
    </message>
    <message>
        <source>Kernel tree digest</source>
        <translation>Kernel tree digest</translation>
    </message>
    <message>
        <source>Kernel tree commit</source>
        <translation>Kernel tree commit</translation>
    </message>
    <message>
        <source>The run to summarise.</source>
        <translation>The run to summarise.</translation>
    </message>
    <message>
        <source> (runs %1)</source>
        <translation> (runs %1)</translation>
    </message>
    <message>
        <source>Leave out the kernels whose source tree is neither given nor registered, saying how to add each, and run the others.</source>
        <translation>Leave out the kernels whose source tree is neither given nor registered, saying how to add each, and run the others.</translation>
    </message>
    <message>
        <source>error: no kernel of the experiment has its source tree</source>
        <translation>error: no kernel of the experiment has its source tree</translation>
    </message>
    <message>
        <source>Virtual-board configurations run at once, one QEMU each (default: the number of cores). Host and GD32F103 runs are always one at a time.</source>
        <translation>Virtual-board configurations run at once, one QEMU each (default: the number of cores). Host and GD32F103 runs are always one at a time.</translation>
    </message>
    <message>
        <source>error: --jobs takes a number of at least 1, got &quot;%1&quot;</source>
        <translation>error: --jobs takes a number of at least 1, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>Checks a GD32F103 set-up: probe and chip, serial port, then the bare-metal firmware at 72, 24 and 108 MHz (HELLO/COND, clock, cal_known_seq).</source>
        <translation>Checks a GD32F103 set-up: probe and chip, serial port, then the bare-metal firmware at 72, 24 and 108 MHz (HELLO/COND, clock, cal_known_seq).</translation>
    </message>
    <message>
        <source>Serial port of the USB-UART adapter.</source>
        <translation>Serial port of the USB-UART adapter.</translation>
    </message>
    <message>
        <source>UART baud rate of the check firmware.</source>
        <translation>UART baud rate of the check firmware.</translation>
    </message>
    <message>
        <source>error: board check needs --port DEV (the USB-UART adapter, e.g. /dev/ttyUSB0)</source>
        <translation>error: board check needs --port DEV (the USB-UART adapter, e.g. /dev/ttyUSB0)</translation>
    </message>
    <message>
        <source>error: --baud must be a positive number</source>
        <translation>error: --baud must be a positive number</translation>
    </message>
    <message>
        <source>Board check: probe %1, port %2</source>
        <translation>Board check: probe %1, port %2</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>fix: %1</translation>
    </message>
    <message>
        <source>The set-up works: every check passed.</source>
        <translation>The set-up works: every check passed.</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) failed; skipped checks need the failed ones.</source>
        <translation>
            <numerusform>%n check failed; skipped checks need the failed ones.</numerusform>
            <numerusform>%n checks failed; skipped checks need the failed ones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli board check --probe PROBE --port DEV [--openocd PATH] [--target CFG] [--adapter-khz KHZ] [--baud N]
GD32F103 set-up (docs/firmware.md, First light).
  check   probe and chip (DP ID, device ID, flash and SRAM size), serial port, then the bare-metal firmware at 72, 24 and 108 MHz: a pass/fail checklist with what to fix; exit 1 when a check fails (board check --help lists its options)</source>
        <translation>Usage: rtosbench-cli board check --probe PROBE --port DEV [--openocd PATH] [--target CFG] [--adapter-khz KHZ] [--baud N]
GD32F103 set-up (docs/firmware.md, First light).
  check   probe and chip (DP ID, device ID, flash and SRAM size), serial port, then the bare-metal firmware at 72, 24 and 108 MHz: a pass/fail checklist with what to fix; exit 1 when a check fails (board check --help lists its options)</translation>
    </message>
    <message>
        <source>error: board needs a sub-command: check</source>
        <translation>error: board needs a sub-command: check</translation>
    </message>
    <message>
        <source>error: unknown board sub-command &apos;%1&apos; (known: check)</source>
        <translation>error: unknown board sub-command &apos;%1&apos; (known: check)</translation>
    </message>
    <message>
        <source>GD32F103 set-up: board check --probe P --port DEV (probe, chip, serial, firmware at 72/24/108 MHz)</source>
        <translation>GD32F103 set-up: board check --probe P --port DEV (probe, chip, serial, firmware at 72/24/108 MHz)</translation>
    </message>
    <message>
        <source>attribution %1: %2 %3 -&gt; %4; cumulative order: %5</source>
        <translation>attribution %1: %2 %3 -&gt; %4; cumulative order: %5</translation>
    </message>
    <message>
        <source>%1 (%2): %3 median %4 -&gt; %5 median %6, total %7 (HL %8, 95 % CI)</source>
        <translation>%1 (%2): %3 median %4 -&gt; %5 median %6, total %7 (HL %8, 95 % CI)</translation>
    </message>
    <message>
        <source>  one at a time (each from %1):</source>
        <translation>  one at a time (each from %1):</translation>
    </message>
    <message>
        <source>sum of single effects</source>
        <translation>sum of single effects</translation>
    </message>
    <message>
        <source>interaction</source>
        <translation>interaction</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>  cumulative path (median after each step):</source>
        <translation>  cumulative path (median after each step):</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>note: %1</translation>
    </message>
    <message>
        <source>Which kernel option costs what: runs two profiles, every single option change and one cumulative path, and attributes the change of each metric&apos;s median.</source>
        <translation>Which kernel option costs what: runs two profiles, every single option change and one cumulative path, and attributes the change of each metric&apos;s median.</translation>
    </message>
    <message>
        <source>The kernel (freertos, threadx).</source>
        <translation>The kernel (freertos, threadx).</translation>
    </message>
    <message>
        <source>The start profile.</source>
        <translation>The start profile.</translation>
    </message>
    <message>
        <source>The end profile.</source>
        <translation>The end profile.</translation>
    </message>
    <message>
        <source>Metrics to attribute, comma-separated (default: every one).</source>
        <translation>Metrics to attribute, comma-separated (default: every one).</translation>
    </message>
    <message>
        <source>The board: qemu or gd32f103.</source>
        <translation>The board: qemu or gd32f103.</translation>
    </message>
    <message>
        <source>Virtual-board configurations run at once.</source>
        <translation>Virtual-board configurations run at once.</translation>
    </message>
    <message>
        <source>Optimisation level.</source>
        <translation>Optimisation level.</translation>
    </message>
    <message>
        <source>The kernel&apos;s source tree.</source>
        <translation>The kernel&apos;s source tree.</translation>
    </message>
    <message>
        <source>Kernel registry to take the tree from.</source>
        <translation>Kernel registry to take the tree from.</translation>
    </message>
    <message>
        <source>table, json or tsv.</source>
        <translation>table, json or tsv.</translation>
    </message>
    <message>
        <source>Print only the result.</source>
        <translation>Print only the result.</translation>
    </message>
    <message>
        <source>Serial port of the GD32F103.</source>
        <translation>Serial port of the GD32F103.</translation>
    </message>
    <message>
        <source>error: attribute needs --kernel ID</source>
        <translation>error: attribute needs --kernel ID</translation>
    </message>
    <message>
        <source>error: unknown --format &quot;%1&quot; (table, json or tsv)</source>
        <translation>error: unknown --format &quot;%1&quot; (table, json or tsv)</translation>
    </message>
    <message>
        <source>error: --jobs and --iterations take a number of at least 1, --warmup one of at least 0</source>
        <translation>error: --jobs and --iterations take a number of at least 1, --warmup one of at least 0</translation>
    </message>
    <message>
        <source>%1: %2 configurations (%3 options: %4)</source>
        <translation>%1: %2 configurations (%3 options: %4)</translation>
    </message>
    <message>
        <source>error: %1 was not stored</source>
        <translation>error: %1 was not stored</translation>
    </message>
    <message>
        <source>error: cannot load run %1: %2</source>
        <translation>error: cannot load run %1: %2</translation>
    </message>
    <message>
        <source>Which kernel option costs what: a one-option-at-a-time attribution</source>
        <translation>Which kernel option costs what: a one-option-at-a-time attribution</translation>
    </message>
    <message>
        <source>Kernel-only</source>
        <translation>Kernel-only</translation>
    </message>
    <message>
        <source>Kernel-only: median kernel-layer instructions of the traced windows, emulated instruction count, attributed by trace (rtosbench-cli explain)</source>
        <translation>Kernel-only: median kernel-layer instructions of the traced windows, emulated instruction count, attributed by trace (rtosbench-cli explain)</translation>
    </message>
    <message>
        <source>Source database: a file or postgresql:// URL.</source>
        <translation>Source database: a file or postgresql:// URL.</translation>
    </message>
    <message>
        <source>Destination database (created or upgraded if needed).</source>
        <translation>Destination database (created or upgraded if needed).</translation>
    </message>
    <message>
        <source>Runs to copy: ids of the source (1,3,5-9) or all.</source>
        <translation>Runs to copy: ids of the source (1,3,5-9) or all.</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli db copy --from SRC --to DST [--runs IDS|all]</source>
        <translation>usage: rtosbench-cli db copy --from SRC --to DST [--runs IDS|all]</translation>
    </message>
    <message>
        <source>error: the source and the destination are the same database</source>
        <translation>error: the source and the destination are the same database</translation>
    </message>
    <message>
        <source>error: db copy: %1</source>
        <translation>error: db copy: %1</translation>
    </message>
    <message>
        <source>copied %1 run(s) to %2; %3 already there</source>
        <translation>copied %1 run(s) to %2; %3 already there</translation>
    </message>
    <message>
        <source>copy --from SRC --to DST [--runs IDS|all]: copy runs with their samples, raw logs and conditions; a run already in DST (same identity) is not copied again.</source>
        <translation>copy --from SRC --to DST [--runs IDS|all]: copy runs with their samples, raw logs and conditions; a run already in DST (same identity) is not copied again.</translation>
    </message>
    <message>
        <source>Database tools: db copy --from SRC --to DST copies runs between databases.</source>
        <translation>Database tools: db copy --from SRC --to DST copies runs between databases.</translation>
    </message>
    <message>
        <source>Run %1, %2: emulated instruction count, attributed by trace (%3 window(s), each equal to its raw sample)</source>
        <translation>Run %1, %2: emulated instruction count, attributed by trace (%3 window(s), each equal to its raw sample)</translation>
    </message>
    <message>
        <source>The ELF has no debug information: functions are attributed from its symbol table, every layer is &quot;unknown&quot;.</source>
        <translation>The ELF has no debug information: functions are attributed from its symbol table, every layer is &quot;unknown&quot;.</translation>
    </message>
    <message>
        <source>Window %1: %2 instructions (raw sample %3)</source>
        <translation>Window %1: %2 instructions (raw sample %3)</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Instructions</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Function</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Calls</translation>
    </message>
    <message>
        <source>Spread across the windows</source>
        <translation>Spread across the windows</translation>
    </message>
    <message>
        <source>%1 instructions traced in %2 s</source>
        <translation>%1 instructions traced in %2 s</translation>
    </message>
    <message>
        <source>How many measured windows to trace (default 5).</source>
        <translation>How many measured windows to trace (default 5).</translation>
    </message>
    <message>
        <source>The run&apos;s firmware ELF (default: found in the firmware build cache by its SHA-256).</source>
        <translation>The run&apos;s firmware ELF (default: found in the firmware build cache by its SHA-256).</translation>
    </message>
    <message>
        <source>Do not store the attribution with the run (default: stored, shown by stats).</source>
        <translation>Do not store the attribution with the run (default: stored, shown by stats).</translation>
    </message>
    <message>
        <source>The run to explain.</source>
        <translation>The run to explain.</translation>
    </message>
    <message>
        <source>The metric (case) to explain.</source>
        <translation>The metric (case) to explain.</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] explain RUN_ID METRIC [--windows N] [--format table|json] [--elf PATH] [--no-store]</source>
        <translation>usage: rtosbench-cli [--db PATH] explain RUN_ID METRIC [--windows N] [--format table|json] [--elf PATH] [--no-store]</translation>
    </message>
    <message>
        <source>error: --windows must be a number from 1 to 10000</source>
        <translation>error: --windows must be a number from 1 to 10000</translation>
    </message>
    <message>
        <source>Where the instructions of a virtual-board window go: trace and attribute a run&apos;s metric (RUN_ID METRIC [--windows N] [--format table|json]).</source>
        <translation>Where the instructions of a virtual-board window go: trace and attribute a run&apos;s metric (RUN_ID METRIC [--windows N] [--format table|json]).</translation>
    </message>
    <message>
        <source>samplerate %1 Hz, %2 samples</source>
        <translation>samplerate %1 Hz, %2 samples</translation>
    </message>
    <message numerus="yes">
        <source>channel %1 %2: %n edge(s)</source>
        <translation>
            <numerusform>channel %1 %2: %n edge</numerusform>
            <numerusform>channel %1 %2: %n edges</numerusform>
        </translation>
    </message>
    <message>
        <source>compared with run %1 %2 (%3): %4 window(s), %5 leading (cold, warm-up) skipped, %6 flagged skipped</source>
        <translation>compared with run %1 %2 (%3): %4 window(s), %5 leading (cold, warm-up) skipped, %6 flagged skipped</translation>
    </message>
    <message>
        <source>analyser - stamped: median %1 ns, max |difference| %2 ns; %3 window(s) differ by more than one sample period (%4 ns)</source>
        <translation>analyser - stamped: median %1 ns, max |difference| %2 ns; %3 window(s) differ by more than one sample period (%4 ns)</translation>
    </message>
    <message>
        <source>Stores the windows a logic analyser saw on one channel (a sigrok session, .sr) as a run with timing method gpio-analyser.</source>
        <translation>Stores the windows a logic analyser saw on one channel (a sigrok session, .sr) as a run with timing method gpio-analyser.</translation>
    </message>
    <message>
        <source>The channel wired to the marker pin: its name or 0-based index.</source>
        <translation>The channel wired to the marker pin: its name or 0-based index.</translation>
    </message>
    <message>
        <source>Metric id of the windows (default gpio_window; with --run, the case of that run).</source>
        <translation>Metric id of the windows (default gpio_window; with --run, the case of that run).</translation>
    </message>
    <message>
        <source>rising-falling (pin high inside a window, the default) or toggle (every edge is a stamp).</source>
        <translation>rising-falling (pin high inside a window, the default) or toggle (every edge is a stamp).</translation>
    </message>
    <message>
        <source>A level shorter than N sample periods is a glitch: the windows it touches are flagged (default 0: off).</source>
        <translation>A level shorter than N sample periods is a glitch: the windows it touches are flagged (default 0: off).</translation>
    </message>
    <message>
        <source>The run whose firmware stamped and toggled the same windows: its conditions, its cal_gpio_toggle, and a window-by-window comparison.</source>
        <translation>The run whose firmware stamped and toggled the same windows: its conditions, its cal_gpio_toggle, and a window-by-window comparison.</translation>
    </message>
    <message>
        <source>Toggle cost to subtract, in ns.</source>
        <translation>Toggle cost to subtract, in ns.</translation>
    </message>
    <message>
        <source>Toggle cost to subtract, in core cycles (needs --clock-hz or --run).</source>
        <translation>Toggle cost to subtract, in core cycles (needs --clock-hz or --run).</translation>
    </message>
    <message>
        <source>Core clock of the board in Hz.</source>
        <translation>Core clock of the board in Hz.</translation>
    </message>
    <message>
        <source>Kernel measured.</source>
        <translation>Kernel measured.</translation>
    </message>
    <message>
        <source>Board measured.</source>
        <translation>Board measured.</translation>
    </message>
    <message>
        <source>Only print the capture&apos;s channels and their edge counts; store nothing.</source>
        <translation>Only print the capture&apos;s channels and their edge counts; store nothing.</translation>
    </message>
    <message>
        <source>Text added to the run&apos;s notes.</source>
        <translation>Text added to the run&apos;s notes.</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] import-analyser FILE.sr --channel NAME|INDEX [--metric M] [--pairing rising-falling|toggle] [--run RUN_ID] [--toggle-ns N | --toggle-cycles N] ...</source>
        <translation>usage: rtosbench-cli [--db PATH] import-analyser FILE.sr --channel NAME|INDEX [--metric M] [--pairing rising-falling|toggle] [--run RUN_ID] [--toggle-ns N | --toggle-cycles N] ...</translation>
    </message>
    <message>
        <source>error: --pairing is rising-falling or toggle, not &apos;%1&apos;</source>
        <translation>error: --pairing is rising-falling or toggle, not &apos;%1&apos;</translation>
    </message>
    <message>
        <source>error: give the toggle cost once: --toggle-ns or --toggle-cycles</source>
        <translation>error: give the toggle cost once: --toggle-ns or --toggle-cycles</translation>
    </message>
    <message>
        <source>error: %1 has no logic channel &apos;%2&apos; (channels: %3)</source>
        <translation>error: %1 has no logic channel &apos;%2&apos; (channels: %3)</translation>
    </message>
    <message>
        <source>error: --run needs --metric: the case of run %1 whose windows the pin marked</source>
        <translation>error: --run needs --metric: the case of run %1 whose windows the pin marked</translation>
    </message>
    <message>
        <source>given with --toggle-ns</source>
        <translation>given with --toggle-ns</translation>
    </message>
    <message>
        <source>error: --toggle-cycles needs the clock: --clock-hz or --run</source>
        <translation>error: --toggle-cycles needs the clock: --clock-hz or --run</translation>
    </message>
    <message>
        <source>%1 cycles at %2 Hz, given with --toggle-cycles</source>
        <translation>%1 cycles at %2 Hz, given with --toggle-cycles</translation>
    </message>
    <message>
        <source>warning: nothing subtracted: %1</source>
        <translation>warning: nothing subtracted: %1</translation>
    </message>
    <message>
        <source>warning: no toggle cost subtracted: %1</source>
        <translation>warning: no toggle cost subtracted: %1</translation>
    </message>
    <message>
        <source>error: run %1 has no case %2</source>
        <translation>error: run %1 has no case %2</translation>
    </message>
    <message>
        <source>The windows of run %1&apos;s case %2 (%3): analyser - stamped median %4 ns over %5 window(s).</source>
        <translation>The windows of run %1&apos;s case %2 (%3): analyser - stamped median %4 ns over %5 window(s).</translation>
    </message>
    <message>
        <source>Trap 6: %1</source>
        <translation>Trap 6: %1</translation>
    </message>
    <message>
        <source>%1: %2 window(s) on channel %3 at %4 samples/s, %5 flagged</source>
        <translation>%1: %2 window(s) on channel %3 at %4 samples/s, %5 flagged</translation>
    </message>
    <message>
        <source>warning: trap 6 (%1): %2</source>
        <translation>warning: trap 6 (%1): %2</translation>
    </message>
    <message>
        <source>Store a logic-analyser capture (sigrok .sr session) of a GPIO marker pin as a run.</source>
        <translation>Store a logic-analyser capture (sigrok .sr session) of a GPIO marker pin as a run.</translation>
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
        <translation>Usage: rtosbench-cli kernel list|add|fetch|remove|options [options]
Kernel trees: the catalogue and the installed trees (docs/kernels.md).
  list                 the catalogue and the installed trees (--format table|csv|json)
  add ID DIR|ARCHIVE   register a directory, or unpack an archive into the cache (--version V)
  fetch ID [TAG]       shallow git clone of a tested tag; the commit must be the catalogue&apos;s (--mirror DIR|URL)
  remove ID [VERSION]  unregister (and delete a tree in the cache)
  options ID           the keys of its &quot;kernel_config&quot; (--format table|json)
Every sub-command takes --cache DIR (default: $RTOSBENCH_KERNEL_CACHE, else ~/.cache/rtosbench/kernels).
</translation>
    </message>
    <message>
        <source>error: unknown kernel command &quot;%1&quot;: use list, add, fetch, remove or options</source>
        <translation>error: unknown kernel command &quot;%1&quot;: use list, add, fetch, remove or options</translation>
    </message>
    <message>
        <source>The configuration keys a kernel accepts in an experiment&apos;s &quot;kernel_config&quot;.</source>
        <translation>The configuration keys a kernel accepts in an experiment&apos;s &quot;kernel_config&quot;.</translation>
    </message>
    <message>
        <source>table or json.</source>
        <translation>table or json.</translation>
    </message>
    <message>
        <source>The kernel id (freertos, threadx).</source>
        <translation>The kernel id (freertos, threadx).</translation>
    </message>
    <message>
        <source>error: kernel options needs exactly one kernel id</source>
        <translation>error: kernel options needs exactly one kernel id</translation>
    </message>
    <message>
        <source>error: unknown kernel &quot;%1&quot;: the known kernels are %2</source>
        <translation>error: unknown kernel &quot;%1&quot;: the known kernels are %2</translation>
    </message>
    <message>
        <source>error: %1 declares no configuration options</source>
        <translation>error: %1 declares no configuration options</translation>
    </message>
    <message>
        <source>error: unknown --format &quot;%1&quot; (table or json)</source>
        <translation>error: unknown --format &quot;%1&quot; (table or json)</translation>
    </message>
    <message>
        <source>%1 options (%2); &quot;kernel_config&quot;: {&quot;KEY&quot;: value}</source>
        <translation>%1 options (%2); &quot;kernel_config&quot;: {&quot;KEY&quot;: value}</translation>
    </message>
    <message>
        <source>This lab&apos;s trap: #%1 %2</source>
        <translation>This lab&apos;s trap: #%1 %2</translation>
    </message>
    <message>
        <source>run %1 (%2): quiet</source>
        <translation>run %1 (%2): quiet</translation>
    </message>
    <message>
        <source>run %1 (%2): fired</source>
        <translation>run %1 (%2): fired</translation>
    </message>
    <message>
        <source>Other traps and notes:</source>
        <translation>Other traps and notes:</translation>
    </message>
    <message>
        <source>runs %1</source>
        <translation>runs %1</translation>
    </message>
    <message>
        <source>Raw median</source>
        <translation>Raw median</translation>
    </message>
    <message>
        <source>Kernel-only: median raw instructions of the kernel layer, emulated instruction count, attributed by trace (rtosbench-cli explain) over the first measured windows; Median is over corrected samples, Raw median over raw ones</source>
        <translation>Kernel-only: median raw instructions of the kernel layer, emulated instruction count, attributed by trace (rtosbench-cli explain) over the first measured windows; Median is over corrected samples, Raw median over raw ones</translation>
    </message>
    <message>
        <source>Database file, or a shared PostgreSQL database as postgresql://user@host:port/dbname (password from PGPASSWORD or ~/.pgpass) (default: %1).</source>
        <translation>Database file, or a shared PostgreSQL database as postgresql://user@host:port/dbname (password from PGPASSWORD or ~/.pgpass) (default: %1).</translation>
    </message>
    <message>
        <source>change between %1 and %2: %3</source>
        <translation>change between %1 and %2: %3</translation>
    </message>
    <message>
        <source>%1 changes at %2 (first commit, after %3): %4</source>
        <translation>%1 changes at %2 (first commit, after %3): %4</translation>
    </message>
    <message numerus="yes">
        <source>    not exact: %n commit(s) between failed: %1</source>
        <translation>
            <numerusform>    not exact: %n commit between failed: %1</numerusform>
            <numerusform>    not exact: %n commits between failed: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>    configuration: unchanged (a code change)</source>
        <translation>    configuration: unchanged (a code change)</translation>
    </message>
    <message>
        <source>    config drift: %1</source>
        <translation>    config drift: %1</translation>
    </message>
    <message>
        <source>A kernel&apos;s performance across its git history: runs the selected commits, reports where neighbouring medians differ and bisects to the exact commit.</source>
        <translation>A kernel&apos;s performance across its git history: runs the selected commits, reports where neighbouring medians differ and bisects to the exact commit.</translation>
    </message>
    <message>
        <source>The kernel (freertos, threadx, ...).</source>
        <translation>The kernel (freertos, threadx, ...).</translation>
    </message>
    <message>
        <source>The kernel tree, a git checkout (default: the registry&apos;s tree).</source>
        <translation>The kernel tree, a git checkout (default: the registry&apos;s tree).</translation>
    </message>
    <message>
        <source>The first commit (a git ref).</source>
        <translation>The first commit (a git ref).</translation>
    </message>
    <message>
        <source>The last commit (a git ref).</source>
        <translation>The last commit (a git ref).</translation>
    </message>
    <message>
        <source>Run every Nth commit (the last one too).</source>
        <translation>Run every Nth commit (the last one too).</translation>
    </message>
    <message>
        <source>Run only the tagged commits (and both ends).</source>
        <translation>Run only the tagged commits (and both ends).</translation>
    </message>
    <message>
        <source>Metrics to report, comma-separated (default: every one).</source>
        <translation>Metrics to report, comma-separated (default: every one).</translation>
    </message>
    <message>
        <source>Kernel profile.</source>
        <translation>Kernel profile.</translation>
    </message>
    <message>
        <source>Find the first commit of each change of this metric.</source>
        <translation>Find the first commit of each change of this metric.</translation>
    </message>
    <message>
        <source>error: history needs KERNEL and --from REF</source>
        <translation>error: history needs KERNEL and --from REF</translation>
    </message>
    <message>
        <source>error: --jobs, --every and --iterations take a number of at least 1, --warmup one of at least 0</source>
        <translation>error: --jobs, --every and --iterations take a number of at least 1, --warmup one of at least 0</translation>
    </message>
    <message>
        <source>error: --every and --tags exclude each other</source>
        <translation>error: --every and --tags exclude each other</translation>
    </message>
    <message>
        <source>error: cannot make a temporary directory</source>
        <translation>error: cannot make a temporary directory</translation>
    </message>
    <message>
        <source>history %1: %2 commits, running %3</source>
        <translation>history %1: %2 commits, running %3</translation>
    </message>
    <message>
        <source>bisection of %1: %2 more commits built</source>
        <translation>bisection of %1: %2 more commits built</translation>
    </message>
    <message>
        <source>history %1: %2 of %3 commits run, %4 complete</source>
        <translation>history %1: %2 of %3 commits run, %4 complete</translation>
    </message>
    <message>
        <source>note: on this board the medians are statistical; compare them with `compare` before trusting a change point</source>
        <translation>note: on this board the medians are statistical; compare them with `compare` before trusting a change point</translation>
    </message>
    <message>
        <source>no change point</source>
        <translation>no change point</translation>
    </message>
    <message>
        <source>A kernel&apos;s performance across its git history, change points and bisection</source>
        <translation>A kernel&apos;s performance across its git history, change points and bisection</translation>
    </message>
    <message>
        <source>history %1: commit %2 (%3): %4</source>
        <translation>history %1: commit %2 (%3): %4</translation>
    </message>
    <message>
        <source>The studied condition(s), comma-separated (default: the kernel and the one condition varied besides it, as in the GUI and the report).</source>
        <translation>The studied condition(s), comma-separated (default: the kernel and the one condition varied besides it, as in the GUI and the report).</translation>
    </message>
    <message>
        <source>Run %1: fairness audit, one window per case (emulated instructions, attributed by trace)</source>
        <translation>Run %1: fairness audit, one window per case (emulated instructions, attributed by trace)</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>Case</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Adapter</source>
        <translation>Adapter</translation>
    </message>
    <message>
        <source>Harness</source>
        <translation>Harness</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>C library</source>
        <translation>C library</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unknown</translation>
    </message>
    <message>
        <source>Stated mech</source>
        <translation>Stated mech</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: adapter %2 (%3), stated %4 (%5)</source>
        <translation>%1: adapter %2 (%3), stated %4 (%5)</translation>
    </message>
    <message>
        <source>no mech.*.cost key</source>
        <translation>no mech.*.cost key</translation>
    </message>
    <message>
        <source>%1 of %2 case(s) flagged</source>
        <translation>%1 of %2 case(s) flagged</translation>
    </message>
    <message>
        <source>The cases to audit, comma-separated (default: every case of the run with samples whose samples are windows: not tick_jitter).</source>
        <translation>The cases to audit, comma-separated (default: every case of the run with samples whose samples are windows: not tick_jitter).</translation>
    </message>
    <message>
        <source>The run to audit.</source>
        <translation>The run to audit.</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] audit RUN_ID [--cases A,B] [--format table|json] [--elf PATH]</source>
        <translation>usage: rtosbench-cli [--db PATH] audit RUN_ID [--cases A,B] [--format table|json] [--elf PATH]</translation>
    </message>
    <message>
        <source>error: run %1 has no case with samples to audit</source>
        <translation>error: run %1 has no case with samples to audit</translation>
    </message>
    <message>
        <source>Fairness audit of a virtual-board run: one traced window of every case, its kernel / adapter / harness / port split, unstated adapter shares flagged (RUN_ID [--cases A,B] [--format table|json]).</source>
        <translation>Fairness audit of a virtual-board run: one traced window of every case, its kernel / adapter / harness / port split, unstated adapter shares flagged (RUN_ID [--cases A,B] [--format table|json]).</translation>
    </message>
    <message>
        <source>error: --%1 must be an integer from %2 to %3, found &quot;%4&quot;</source>
        <translation>error: --%1 must be an integer from %2 to %3, found &quot;%4&quot;</translation>
    </message>
    <message>
        <source>error: heap_* (general-purpose allocators) and pool_* (fixed-block pools) are different algorithm classes and are not ranked together</source>
        <translation>error: heap_* (general-purpose allocators) and pool_* (fixed-block pools) are different algorithm classes and are not ranked together</translation>
    </message>
    <message>
        <source>Beside the instructions: %1, the Cortex-M3 cycle model %2 on %3 (docs/cycle-model.md), not measured.</source>
        <translation>Beside the instructions: %1, the Cortex-M3 cycle model %2 on %3 (docs/cycle-model.md), not measured.</translation>
    </message>
    <message>
        <source>, %1 %2</source>
        <translation>, %1 %2</translation>
    </message>
    <message>
        <source>Ranks by %1 (metric %2, %3; one exact value per run; rank 1 = the smallest; ties share the better rank)</source>
        <translation>Ranks by %1 (metric %2, %3; one exact value per run; rank 1 = the smallest; ties share the better rank)</translation>
    </message>
    <message>
        <source>Metric(s), comma-separated (default: yield_round_trip; footprint_text, footprint_flash, footprint_ram: the image&apos;s bytes).</source>
        <translation>Metric(s), comma-separated (default: yield_round_trip; footprint_text, footprint_flash, footprint_ram: the image&apos;s bytes).</translation>
    </message>
    <message>
        <source>Run only part K of N of the plan (0 &lt;= K &lt; N): the configurations whose position in the experiment&apos;s order, counted from 0, is K modulo N. N machines running 0/N ... N-1/N into one database run the whole plan once (docs/scale.md).</source>
        <translation>Run only part K of N of the plan (0 &lt;= K &lt; N): the configurations whose position in the experiment&apos;s order, counted from 0, is K modulo N. N machines running 0/N ... N-1/N into one database run the whole plan once (docs/scale.md).</translation>
    </message>
    <message>
        <source>Run only the configurations of the plan (or of --shard) that have no complete run in the database yet: missing and failed ones.</source>
        <translation>Run only the configurations of the plan (or of --shard) that have no complete run in the database yet: missing and failed ones.</translation>
    </message>
    <message>
        <source>nothing to run</source>
        <translation>nothing to run</translation>
    </message>
    <message>
        <source>no plan %1 in %2 (run prints a plan&apos;s id when it starts)</source>
        <translation>no plan %1 in %2 (run prints a plan&apos;s id when it starts)</translation>
    </message>
    <message>
        <source>State</source>
        <translation>State</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>Shard</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Label</translation>
    </message>
    <message>
        <source>Plan %1 of experiment %2: %3 configuration(s), %4 stored, %5 failed, %6 missing</source>
        <translation>Plan %1 of experiment %2: %3 configuration(s), %4 stored, %5 failed, %6 missing</translation>
    </message>
    <message>
        <source>List the configurations of this plan instead (its id is printed by run): stored, failed or missing, with their runs.</source>
        <translation>List the configurations of this plan instead (its id is printed by run): stored, failed or missing, with their runs.</translation>
    </message>
    <message>
        <source>plan %1: %2 configuration(s)</source>
        <translation>plan %1: %2 configuration(s)</translation>
    </message>
    <message>
        <source>plan %1: %2 configuration(s); shard %3 holds %4 of them</source>
        <translation>plan %1: %2 configuration(s); shard %3 holds %4 of them</translation>
    </message>
    <message>
        <source>--resume: %1 of them stored already, %2 missing or failed to run</source>
        <translation>--resume: %1 of them stored already, %2 missing or failed to run</translation>
    </message>
    <message>
        <source>Timing method: dwt, systick, gpio, icount, cycle-model, clock.</source>
        <translation>Timing method: dwt, systick, gpio, icount, cycle-model, clock.</translation>
    </message>
    <message>
        <source>error: cannot read the roster %1: %2</source>
        <translation>error: cannot read the roster %1: %2</translation>
    </message>
    <message>
        <source>error: %1 line %2: %3</source>
        <translation>error: %1 line %2: %3</translation>
    </message>
    <message>
        <source>A teacher&apos;s view of a class&apos;s runs of a lab: one row per student with the runs and their verdicts, the conditions that differ from the lab&apos;s, the student&apos;s medians beside the class medians (outliers flagged) and the missing runs (docs/classroom.md).</source>
        <translation>A teacher&apos;s view of a class&apos;s runs of a lab: one row per student with the runs and their verdicts, the conditions that differ from the lab&apos;s, the student&apos;s medians beside the class medians (outliers flagged) and the missing runs (docs/classroom.md).</translation>
    </message>
    <message>
        <source>The class (run tag class:NAME).</source>
        <translation>The class (run tag class:NAME).</translation>
    </message>
    <message>
        <source>The lab (repeatable; see &quot;lab list&quot;).</source>
        <translation>The lab (repeatable; see &quot;lab list&quot;).</translation>
    </message>
    <message>
        <source>A file of the class&apos;s students, one a line (besides those with runs).</source>
        <translation>A file of the class&apos;s students, one a line (besides those with runs).</translation>
    </message>
    <message>
        <source>Write a PDF: one page per lab and an appendix.</source>
        <translation>Write a PDF: one page per lab and an appendix.</translation>
    </message>
    <message>
        <source>PDF language: en or zh_CN (default en).</source>
        <translation>PDF language: en or zh_CN (default en).</translation>
    </message>
    <message>
        <source>error: unexpected argument &quot;%1&quot;</source>
        <translation>error: unexpected argument &quot;%1&quot;</translation>
    </message>
    <message>
        <source>error: give the class with --class NAME</source>
        <translation>error: give the class with --class NAME</translation>
    </message>
    <message>
        <source>error: give the lab with --lab ID (see &quot;lab list&quot;)</source>
        <translation>error: give the lab with --lab ID (see &quot;lab list&quot;)</translation>
    </message>
    <message>
        <source>error: this rtosbench-cli was built without the PDF report (RTOSBENCH_GUI=OFF); use --format csv or json</source>
        <translation>error: this rtosbench-cli was built without the PDF report (RTOSBENCH_GUI=OFF); use --format csv or json</translation>
    </message>
    <message>
        <source>note: no run is tagged class:%1</source>
        <translation>note: no run is tagged class:%1</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>wrote %1</translation>
    </message>
    <message>
        <source>Student</source>
        <translation>Student</translation>
    </message>
    <message>
        <source>Runs (verdict)</source>
        <translation>Runs (verdict)</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Missing</translation>
    </message>
    <message>
        <source>Median / class median</source>
        <translation>Median / class median</translation>
    </message>
    <message>
        <source>Flagged</source>
        <translation>Flagged</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <source>match</source>
        <translation>match</translation>
    </message>
    <message>
        <source>%1: %2 students, %3 flagged; %4</source>
        <translation>%1: %2 students, %3 flagged; %4</translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli class report --class NAME --lab ID [options]
A teacher&apos;s view of a class&apos;s lab runs (docs/classroom.md).
  report   one row per student (--format table|csv|json, --out FILE.pdf)
</source>
        <translation>Usage: rtosbench-cli class report --class NAME --lab ID [options]
A teacher&apos;s view of a class&apos;s lab runs (docs/classroom.md).
  report   one row per student (--format table|csv|json, --out FILE.pdf)
</translation>
    </message>
    <message>
        <source>error: unknown class command &quot;%1&quot;: use report</source>
        <translation>error: unknown class command &quot;%1&quot;: use report</translation>
    </message>
    <message>
        <source>A teacher&apos;s view of a class (report)</source>
        <translation>A teacher&apos;s view of a class (report)</translation>
    </message>
    <message>
        <source>The student who runs the lab (default: Settings, classroom/student).</source>
        <translation>The student who runs the lab (default: Settings, classroom/student).</translation>
    </message>
    <message>
        <source>The class the run belongs to (default: Settings, classroom/class).</source>
        <translation>The class the run belongs to (default: Settings, classroom/class).</translation>
    </message>
    <message>
        <source>Usage: rtosbench-cli lab list|show ID|run ID|sheet ID [options]
Guided experiments that show measurement traps (docs/labs.md).
  list   the labs (--lang zh_CN|en, --format table|csv|json)
  show   a lab&apos;s explanation, what to observe, questions, experiment
  run    run it (--kernel-dir K=DIR); exit 3 when skipped
  sheet  its sheet for students as a PDF (--out PDF, --runs IDS)
</source>
        <translation>Usage: rtosbench-cli lab list|show ID|run ID|sheet ID [options]
Guided experiments that show measurement traps (docs/labs.md).
  list   the labs (--lang zh_CN|en, --format table|csv|json)
  show   a lab&apos;s explanation, what to observe, questions, experiment
  run    run it (--kernel-dir K=DIR); exit 3 when skipped
  sheet  its sheet for students as a PDF (--out PDF, --runs IDS)
</translation>
    </message>
    <message>
        <source>error: unknown lab command &quot;%1&quot;: use list, show, run or sheet</source>
        <translation>error: unknown lab command &quot;%1&quot;: use list, show, run or sheet</translation>
    </message>
    <message>
        <source>Guided lab experiments (list, show ID, run ID, sheet ID)</source>
        <translation>Guided lab experiments (list, show ID, run ID, sheet ID)</translation>
    </message>
    <message>
        <source>Writes a lab&apos;s sheet for students as a PDF: the goal, the trap, the steps, the questions and a table to fill in; with --runs, filled with the student&apos;s runs.</source>
        <translation>Writes a lab&apos;s sheet for students as a PDF: the goal, the trap, the steps, the questions and a table to fill in; with --runs, filled with the student&apos;s runs.</translation>
    </message>
    <message>
        <source>The PDF to write.</source>
        <translation>The PDF to write.</translation>
    </message>
    <message>
        <source>The student&apos;s runs of the lab (1,3-5).</source>
        <translation>The student&apos;s runs of the lab (1,3-5).</translation>
    </message>
    <message>
        <source>The student&apos;s name (default: Settings classroom/student).</source>
        <translation>The student&apos;s name (default: Settings classroom/student).</translation>
    </message>
    <message>
        <source>error: give the PDF to write with --out PDF</source>
        <translation>error: give the PDF to write with --out PDF</translation>
    </message>
    <message>
        <source>error: unknown language &quot;%1&quot;: use zh_CN or en</source>
        <translation>error: unknown language &quot;%1&quot;: use zh_CN or en</translation>
    </message>
    <message>
        <source>error: no run %1 in the database</source>
        <translation>error: no run %1 in the database</translation>
    </message>
    <message>
        <source>error: run %1 is not a run of lab %2 (its experiment is &quot;%3&quot;, the lab&apos;s is &quot;%4&quot;)</source>
        <translation>error: run %1 is not a run of lab %2 (its experiment is &quot;%3&quot;, the lab&apos;s is &quot;%4&quot;)</translation>
    </message>
    <message numerus="yes">
        <source>wrote %1 (%n page(s))</source>
        <translation>
            <numerusform>wrote %1 (%n page)</numerusform>
            <numerusform>wrote %1 (%n pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>error: lab sheet needs rtosbench built with the GUI (RTOSBENCH_GUI)</source>
        <translation>error: lab sheet needs rtosbench built with the GUI (RTOSBENCH_GUI)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>error: %1 builds through commands of its own (external builds): lava jobs builds only through the firmware&apos;s CMake</source>
        <translation>error: %1 builds through commands of its own (external builds): lava jobs builds only through the firmware&apos;s CMake</translation>
    </message>
    <message>
        <source>The board LAVA runs: qemu or gd32f103.</source>
        <translation>The board LAVA runs: qemu or gd32f103.</translation>
    </message>
    <message>
        <source>Directory for the job definitions (created).</source>
        <translation>Directory for the job definitions (created).</translation>
    </message>
    <message>
        <source>Kernel registry to take trees from.</source>
        <translation>Kernel registry to take trees from.</translation>
    </message>
    <message>
        <source>Seconds the job&apos;s test action waits for the firmware&apos;s DONE line.</source>
        <translation>Seconds the job&apos;s test action waits for the firmware&apos;s DONE line.</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json --device-type qemu|gd32f103 [--out DIR]</source>
        <translation>usage: rtosbench-cli [--db PATH] lava jobs EXPERIMENT.json --device-type qemu|gd32f103 [--out DIR]</translation>
    </message>
    <message>
        <source>error: --timeout takes 1..86400 seconds, --adapter-khz a number, --probe cmsis-dap, stlink or jlink</source>
        <translation>error: --timeout takes 1..86400 seconds, --adapter-khz a number, --probe cmsis-dap, stlink or jlink</translation>
    </message>
    <message>
        <source>error: %1: the cycle-model timing method traces the run on this machine, which a LAVA job cannot</source>
        <translation>error: %1: the cycle-model timing method traces the run on this machine, which a LAVA job cannot</translation>
    </message>
    <message>
        <source>error: cannot create %1</source>
        <translation>error: cannot create %1</translation>
    </message>
    <message>
        <source>error: %1 holds job definitions already: give another --out</source>
        <translation>error: %1 holds job definitions already: give another --out</translation>
    </message>
    <message>
        <source>[%1/%2] build: %3</source>
        <translation>[%1/%2] build: %3</translation>
    </message>
    <message>
        <source>error: %1: build failed: %2</source>
        <translation>error: %1: build failed: %2</translation>
    </message>
    <message>
        <source>error: %1: the firmware asks QEMU for other options than the LAVA device type passes</source>
        <translation>error: %1: the firmware asks QEMU for other options than the LAVA device type passes</translation>
    </message>
    <message>
        <source>%1 LAVA job(s) for plan %2 in %3 (device type %4)</source>
        <translation>%1 LAVA job(s) for plan %2 in %3 (device type %4)</translation>
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
Hand a plan to a LAVA board farm and store what it captured (docs/board-farm.md).
  jobs     build every configuration, write one LAVA job per configuration
  collect  store the captures of the jobs&apos; logs (DIR/job-NNN/output.yaml)
&apos;lava jobs --help&apos; and &apos;lava collect --help&apos; list their options.</translation>
    </message>
    <message>
        <source>Hand a plan to a LAVA board farm and store what it captured.</source>
        <translation>Hand a plan to a LAVA board farm and store what it captured.</translation>
    </message>
    <message>
        <source>cannot read the job definition</source>
        <translation>cannot read the job definition</translation>
    </message>
    <message>
        <source>the job belongs to plan %1, not %2</source>
        <translation>the job belongs to plan %1, not %2</translation>
    </message>
    <message>
        <source>configuration %1 of plan %2 is not &quot;%3&quot;</source>
        <translation>configuration %1 of plan %2 is not &quot;%3&quot;</translation>
    </message>
    <message>
        <source>the log does not say which firmware LAVA booted: not stored</source>
        <translation>the log does not say which firmware LAVA booted: not stored</translation>
    </message>
    <message>
        <source>LAVA booted firmware %1, the job is for %2: not stored</source>
        <translation>LAVA booted firmware %1, the job is for %2: not stored</translation>
    </message>
    <message>
        <source>the device booted QEMU with other options than rtosbench&apos;s virtual board (%1): not stored</source>
        <translation>the device booted QEMU with other options than rtosbench&apos;s virtual board (%1): not stored</translation>
    </message>
    <message>
        <source>the firmware printed no protocol line (LAVA: %1): nothing to store</source>
        <translation>the firmware printed no protocol line (LAVA: %1): nothing to store</translation>
    </message>
    <message>
        <source>Collected from the LAVA job %1 (device %2, dispatcher %3; times are the log&apos;s modification time).</source>
        <translation>Collected from the LAVA job %1 (device %2, dispatcher %3; times are the log&apos;s modification time).</translation>
    </message>
    <message>
        <source>the run could not be stored: %1</source>
        <translation>the run could not be stored: %1</translation>
    </message>
    <message>
        <source>run %1 %2</source>
        <translation>run %1 %2</translation>
    </message>
    <message>
        <source>%1: configuration %2: %3</source>
        <translation>%1: configuration %2: %3</translation>
    </message>
    <message>
        <source>Directory of the jobs `lava jobs` wrote, each job&apos;s log in JOB/output.yaml.</source>
        <translation>Directory of the jobs `lava jobs` wrote, each job&apos;s log in JOB/output.yaml.</translation>
    </message>
    <message>
        <source>The plan id the jobs belong to.</source>
        <translation>The plan id the jobs belong to.</translation>
    </message>
    <message>
        <source>The LAVA device that ran the jobs.</source>
        <translation>The LAVA device that ran the jobs.</translation>
    </message>
    <message>
        <source>The LAVA dispatcher (worker) that ran them (default: this host).</source>
        <translation>The LAVA dispatcher (worker) that ran them (default: this host).</translation>
    </message>
    <message>
        <source>usage: rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID --device NAME [--dispatcher HOST] (ID: 16 hex digits; names: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <translation>usage: rtosbench-cli [--db PATH] lava collect --job-dir DIR --plan ID --device NAME [--dispatcher HOST] (ID: 16 hex digits; names: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>error: %1 holds no job-NNN.yaml of `lava jobs`</source>
        <translation>error: %1 holds no job-NNN.yaml of `lava jobs`</translation>
    </message>
    <message>
        <source>error: no plan %1 in %2: the jobs come from `lava jobs` with the same --db</source>
        <translation>error: no plan %1 in %2: the jobs come from `lava jobs` with the same --db</translation>
    </message>
    <message>
        <source>the job is %1, not finished: collect it once it has ended</source>
        <translation>the job is %1, not finished: collect it once it has ended</translation>
    </message>
    <message>
        <source>LAVA job %1</source>
        <translation>LAVA job %1</translation>
    </message>
    <message>
        <source>the server names no valid device for it (&quot;%1&quot;)</source>
        <translation>the server names no valid device for it (&quot;%1&quot;)</translation>
    </message>
    <message>
        <source>the server names no valid worker for %1 (&quot;%2&quot;)</source>
        <translation>the server names no valid worker for %1 (&quot;%2&quot;)</translation>
    </message>
    <message>
        <source>A LAVA server to read the jobs from (REST API v0.2), instead of a directory.</source>
        <translation>A LAVA server to read the jobs from (REST API v0.2), instead of a directory.</translation>
    </message>
    <message>
        <source>File holding the server&apos;s API token (one line).</source>
        <translation>File holding the server&apos;s API token (one line).</translation>
    </message>
    <message>
        <source>error: cannot read the token file %1</source>
        <translation>error: cannot read the token file %1</translation>
    </message>
    <message>
        <source>error: bad job list &quot;%1&quot;</source>
        <translation>error: bad job list &quot;%1&quot;</translation>
    </message>
    <message>
        <source>LAVA job %1: %2</source>
        <translation>LAVA job %1: %2</translation>
    </message>
    <message>
        <source>no job log %1 (lava-run&apos;s output) of at most 1 GiB</source>
        <translation>no job log %1 (lava-run&apos;s output) of at most 1 GiB</translation>
    </message>
    <message>
        <source>run %1 (%2)</source>
        <translation>run %1 (%2)</translation>
    </message>
    <message>
        <source>%1: configuration %2: already stored as %3, not stored again</source>
        <translation>%1: configuration %2: already stored as %3, not stored again</translation>
    </message>
    <message>
        <source>the database could not be read: %1</source>
        <translation>the database could not be read: %1</translation>
    </message>
    <message>
        <source>Only these of the server&apos;s job ids, e.g. 12,14-17 (default: every job of the plan the server lists).</source>
        <translation>Only these of the server&apos;s job ids, e.g. 12,14-17 (default: every job of the plan the server lists).</translation>
    </message>
    <message>
        <source>       rtosbench-cli [--db PATH] lava collect --server URL --token-file FILE --plan ID [--jobs IDS]</source>
        <translation>       rtosbench-cli [--db PATH] lava collect --server URL --token-file FILE --plan ID [--jobs IDS]</translation>
    </message>
    <message>
        <source>error: %1 lists no job of plan %2 (jobs named &quot;rtosbench %2 #N: ...&quot;, as `lava jobs` names them)</source>
        <translation>error: %1 lists no job of plan %2 (jobs named &quot;rtosbench %2 #N: ...&quot;, as `lava jobs` names them)</translation>
    </message>
    <message>
        <source>The run&apos;s samples are %1 (its timing method is cycle-model): the window and the adapter&apos;s share of it in that unit stand beside the instructions; the flags compare instructions, as the stated costs are the icount image&apos;s.</source>
        <translation>The run&apos;s samples are %1 (its timing method is cycle-model): the window and the adapter&apos;s share of it in that unit stand beside the instructions; the flags compare instructions, as the stated costs are the icount image&apos;s.</translation>
    </message>
    <message>
        <source>Adapter, %1</source>
        <translation>Adapter, %1</translation>
    </message>
    <message>
        <source>Spread across the windows, %1</source>
        <translation>Spread across the windows, %1</translation>
    </message>
    <message>
        <source>Run %1, %2: %3 of the Cortex-M3 cycle model %4 on %5, attributed by trace (%6 window(s), each equal to its raw sample: the run&apos;s timing method is cycle-model), not measured</source>
        <translation>Run %1, %2: %3 of the Cortex-M3 cycle model %4 on %5, attributed by trace (%6 window(s), each equal to its raw sample: the run&apos;s timing method is cycle-model), not measured</translation>
    </message>
    <message>
        <source>Window %1: %2 %3 (raw sample %4), %5 instructions</source>
        <translation>Window %1: %2 %3 (raw sample %4), %5 instructions</translation>
    </message>
    <message>
        <source>Kernel-only: median estimated cycles (model) of the kernel layer, the Cortex-M3 cycle model&apos;s, attributed by trace (rtosbench-cli explain) over the first measured windows, not measured; Median is over corrected samples, Raw median over raw ones</source>
        <translation>Kernel-only: median estimated cycles (model) of the kernel layer, the Cortex-M3 cycle model&apos;s, attributed by trace (rtosbench-cli explain) over the first measured windows, not measured; Median is over corrected samples, Raw median over raw ones</translation>
    </message>
</context>
<context>
    <name>rb::CompareData</name>
    <message>
        <source>Run %1: %2</source>
        <translation>Run %1: %2</translation>
    </message>
    <message>
        <source>Run %1 left out: %2</source>
        <translation>Run %1 left out: %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Run %1
%2</source>
        <translation>Run %1
%2</translation>
    </message>
    <message>
        <source>Published numbers left out: the runs are in %1, which cannot be converted to cycles or µs.</source>
        <translation>Published numbers left out: the runs are in %1, which cannot be converted to cycles or µs.</translation>
    </message>
    <message>
        <source>Published %1: %2</source>
        <translation>Published %1: %2</translation>
    </message>
    <message>
        <source>Published %1 (%2) left out: %3</source>
        <translation>Published %1 (%2) left out: %3</translation>
    </message>
    <message>
        <source>%1 (published)</source>
        <translation>%1 (published)</translation>
    </message>
    <message>
        <source>Published: %1
%2 = %3 %4
Statistic: %5
%6</source>
        <translation>Published: %1
%2 = %3 %4
Statistic: %5
%6</translation>
    </message>
    <message>
        <source>Run %1 left out: measured in %2, the boxes are in %3.</source>
        <translation>Run %1 left out: measured in %2, the boxes are in %3.</translation>
    </message>
    <message>
        <source>Published %1 (%2) left out: stated in %3, the boxes are in %4.</source>
        <translation>Published %1 (%2) left out: stated in %3, the boxes are in %4.</translation>
    </message>
    <message>
        <source>%1, partly %2</source>
        <translation>%1, partly %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n more</numerusform>
            <numerusform>%n more</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>rb::CompareView</name>
    <message>
        <source>One box per kernel</source>
        <translation>One box per kernel</translation>
    </message>
    <message>
        <source>p1/p99 marks</source>
        <translation>p1/p99 marks</translation>
    </message>
    <message>
        <source>The metric to compare</source>
        <translation>The metric to compare</translation>
    </message>
    <message>
        <source>Pool the samples of all selected runs of a kernel into one box</source>
        <translation>Pool the samples of all selected runs of a kernel into one box</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Copy as Markdown</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copy as CSV</translation>
    </message>
    <message>
        <source>Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift)</source>
        <translation>Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift)</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metric:</translation>
    </message>
    <message>
        <source>Statistics (median with its 95 % CI)</source>
        <translation>Statistics (median with its 95 % CI)</translation>
    </message>
    <message>
        <source>Pairwise effects: computing…</source>
        <translation>Pairwise effects: computing…</translation>
    </message>
    <message>
        <source>p1 / p99</source>
        <translation>p1 / p99</translation>
    </message>
    <message>
        <source>cold first sample</source>
        <translation>cold first sample</translation>
    </message>
    <message>
        <source>published (hollow, dashed)</source>
        <translation>published (hollow, dashed)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Item</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Median [95 % CI]</source>
        <translation>Median [95 % CI]</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mean</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>SD</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>%1 (published)</source>
        <translation>%1 (published)</translation>
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
        <translation>Shift A−B [95 % CI]</translation>
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
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift, raw units)</source>
        <translation>Pairwise effects (Mann–Whitney U, Holm; Hodges–Lehmann shift, raw units)</translation>
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
        <translation>Pairwise effects: none (published numbers have no samples to test)</translation>
    </message>
    <message>
        <source>Pairwise effects: select at least two runs</source>
        <translation>Pairwise effects: select at least two runs</translation>
    </message>
    <message>
        <source>Copied the statistics table as Markdown.</source>
        <translation>Copied the statistics table as Markdown.</translation>
    </message>
    <message>
        <source>%1 %2 (published, %3)</source>
        <translation>%1 %2 (published, %3)</translation>
    </message>
    <message>
        <source>min %1 · p25 %2 · median %3 · p75 %4 · max %5 %6 (n = %7)</source>
        <translation>min %1 · p25 %2 · median %3 · p75 %4 · max %5 %6 (n = %7)</translation>
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
        <translation>unsupported</translation>
    </message>
    <message>
        <source>failed (no samples)</source>
        <translation>failed (no samples)</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>no samples</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s) as Markdown.</source>
        <translation>
            <numerusform>Copied %n row as Markdown.</numerusform>
            <numerusform>Copied %n rows as Markdown.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s) as CSV.</source>
        <translation>
            <numerusform>Copied %n row as CSV.</numerusform>
            <numerusform>Copied %n rows as CSV.</numerusform>
        </translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>all</source>
        <translation>all</translation>
    </message>
    <message>
        <source>published</source>
        <translation>published</translation>
    </message>
    <message>
        <source>%1 published</source>
        <translation>%1 published</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>all runs</translation>
    </message>
    <message>
        <source>Run (as checked)</source>
        <translation>Run (as checked)</translation>
    </message>
    <message>
        <source>Kernel (colour: configuration)</source>
        <translation>Kernel (colour: configuration)</translation>
    </message>
    <message>
        <source>Configuration (colour: kernel)</source>
        <translation>Configuration (colour: kernel)</translation>
    </message>
    <message>
        <source>Group the boxes by kernel or by the configuration that varies</source>
        <translation>Group the boxes by kernel or by the configuration that varies</translation>
    </message>
    <message>
        <source>Group by:</source>
        <translation>Group by:</translation>
    </message>
    <message>
        <source>Check runs in the side panel (Ctrl+F filters them) to compare them here.</source>
        <translation>Check runs in the side panel (Ctrl+F filters them) to compare them here.</translation>
    </message>
    <message>
        <source>Kernel-only</source>
        <translation>Kernel-only</translation>
    </message>
    <message>
        <source>Median kernel-layer instructions of the traced windows: emulated instruction count, attributed by trace (rtosbench-cli explain)</source>
        <translation>Median kernel-layer instructions of the traced windows: emulated instruction count, attributed by trace (rtosbench-cli explain)</translation>
    </message>
    <message>
        <source>No runs yet. Experiment › New experiment… (Ctrl+N) builds and runs one on the virtual board; View › Labs (Ctrl+L) has guided labs; File › Import runs… brings runs from a JSON export. Then check runs in the side panel to compare them here.</source>
        <translation>No runs yet. Experiment › New experiment… (Ctrl+N) builds and runs one on the virtual board; View › Labs (Ctrl+L) has guided labs; File › Import runs… brings runs from a JSON export. Then check runs in the side panel to compare them here.</translation>
    </message>
</context>
<context>
    <name>rb::CompilerFlags</name>
    <message>
        <source>an empty flag</source>
        <translation>an empty flag</translation>
    </message>
    <message>
        <source>longer than %1 characters</source>
        <translation>longer than %1 characters</translation>
    </message>
    <message>
        <source>it reads further options from a file</source>
        <translation>it reads further options from a file</translation>
    </message>
    <message>
        <source>it passes options to another program (the linker); only -Wl, with %1 is accepted</source>
        <translation>it passes options to another program (the linker); only -Wl, with %1 is accepted</translation>
    </message>
    <message>
        <source>it passes options to another program (the linker, assembler or preprocessor)</source>
        <translation>it passes options to another program (the linker, assembler or preprocessor)</translation>
    </message>
    <message>
        <source>it loads a compiler plugin (code) into the compiler</source>
        <translation>it loads a compiler plugin (code) into the compiler</translation>
    </message>
    <message>
        <source>it reads a specs file, which can run other programs</source>
        <translation>it reads a specs file, which can run other programs</translation>
    </message>
    <message>
        <source>it runs the compiler under another program</source>
        <translation>it runs the compiler under another program</translation>
    </message>
    <message>
        <source>it takes the compiler&apos;s own programs from another directory</source>
        <translation>it takes the compiler&apos;s own programs from another directory</translation>
    </message>
    <message>
        <source>it chooses another linker program</source>
        <translation>it chooses another linker program</translation>
    </message>
    <message>
        <source>it runs the compiler a second time with other options</source>
        <translation>it runs the compiler a second time with other options</translation>
    </message>
    <message>
        <source>it contains %1 (a flag may use only ASCII letters, digits and - _ = + .)</source>
        <translation>it contains %1 (a flag may use only ASCII letters, digits and - _ = + .)</translation>
    </message>
    <message>
        <source>it is not a compiler option (an option starts with -)</source>
        <translation>it is not a compiler option (an option starts with -)</translation>
    </message>
    <message>
        <source>a definition must be -DNAME or -DNAME=VALUE (NAME: letters, digits and _; VALUE: letters, digits and _ . + -)</source>
        <translation>a definition must be -DNAME or -DNAME=VALUE (NAME: letters, digits and _; VALUE: letters, digits and _ . + -)</translation>
    </message>
    <message>
        <source>it makes the compiler read or write files of its own, or run other programs</source>
        <translation>it makes the compiler read or write files of its own, or run other programs</translation>
    </message>
    <message>
        <source>-flto takes only a number of jobs (-flto or -flto=N)</source>
        <translation>-flto takes only a number of jobs (-flto or -flto=N)</translation>
    </message>
    <message>
        <source>not an option rtosbench passes to the compiler (allowed: -O..., -std=..., -D..., -U..., -W..., -m..., -f..., -g...)</source>
        <translation>not an option rtosbench passes to the compiler (allowed: -O..., -std=..., -D..., -U..., -W..., -m..., -f..., -g...)</translation>
    </message>
    <message>
        <source>the compiler flags are refused: more than %1 flags</source>
        <translation>the compiler flags are refused: more than %1 flags</translation>
    </message>
    <message>
        <source>the compiler flag &quot;%1&quot; is refused: %2</source>
        <translation>the compiler flag &quot;%1&quot; is refused: %2</translation>
    </message>
    <message>
        <source>the compiler flag &quot;%1&quot; is given twice</source>
        <translation>the compiler flag &quot;%1&quot; is given twice</translation>
    </message>
</context>
<context>
    <name>rb::Conditions</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>MCU</source>
        <translation>MCU</translation>
    </message>
    <message>
        <source>Toolchain</source>
        <translation>Toolchain</translation>
    </message>
    <message>
        <source>Toolchain version</source>
        <translation>Toolchain version</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flags</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimisation</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Flash wait states</source>
        <translation>Flash wait states</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Kernel version</source>
        <translation>Kernel version</translation>
    </message>
    <message>
        <source>Kernel profile</source>
        <translation>Kernel profile</translation>
    </message>
    <message>
        <source>Kernel config</source>
        <translation>Kernel config</translation>
    </message>
    <message>
        <source>Timing method</source>
        <translation>Timing method</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>Emulated timer</source>
        <translation>Emulated timer</translation>
    </message>
    <message>
        <source>Debugger</source>
        <translation>Debugger</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1 MHz</source>
        <translation>%1 MHz</translation>
    </message>
    <message>
        <source>yes (instruction count)</source>
        <translation>yes (instruction count)</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>unknown kernel</source>
        <translation>unknown kernel</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>CPU core</source>
        <translation>CPU core</translation>
    </message>
    <message>
        <source>complete</source>
        <translation>complete</translation>
    </message>
    <message>
        <source>incomplete</source>
        <translation>incomplete</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>failed</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>fail</source>
        <translation>fail</translation>
    </message>
    <message>
        <source>unsupported</source>
        <translation>unsupported</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Failed.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Failed: %1</translation>
    </message>
    <message>
        <source>Incomplete.</source>
        <translation>Incomplete.</translation>
    </message>
    <message>
        <source>Incomplete: %1</source>
        <translation>Incomplete: %1</translation>
    </message>
    <message>
        <source>yes (estimated cycles (model): %1, %2)</source>
        <translation>yes (estimated cycles (model): %1, %2)</translation>
    </message>
</context>
<context>
    <name>rb::ConditionsMapper</name>
    <message>
        <source>condition %1 is not an integer: &apos;%2&apos;</source>
        <translation>condition %1 is not an integer: &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>rb::ConditionsPanel</name>
    <message>
        <source>&lt;b&gt;Conditions &amp;amp; warnings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Conditions &amp;amp; warnings&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Select runs or published numbers to compare.</source>
        <translation>Select runs or published numbers to compare.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Conditions &amp;amp; warnings&lt;/b&gt; (analysing…)</source>
        <translation>&lt;b&gt;Conditions &amp;amp; warnings&lt;/b&gt; (analysing…)</translation>
    </message>
    <message>
        <source>&lt;p&gt;All %1 compared series state the same conditions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;All %1 compared series state the same conditions.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>&lt;i&gt;%1&lt;/i&gt;: %2</source>
        <translation>&lt;i&gt;%1&lt;/i&gt;: %2</translation>
    </message>
    <message>
        <source>%1 (within %2)</source>
        <translation>%1 (within %2)</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Differs:&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Differs:&lt;/b&gt;&lt;br&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;No measurement trap fired.&lt;/p&gt;</source>
        <translation>&lt;p&gt;No measurement trap fired.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 — follows from %2, not a confound</source>
        <translation>%1 — follows from %2, not a confound</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;color:%1&apos;&gt;&lt;b&gt;Trap %2 – %3&lt;/b&gt;%5&lt;b&gt;:&lt;/b&gt; %4&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;color:%1&apos;&gt;&lt;b&gt;Trap %2 – %3&lt;/b&gt;%5&lt;b&gt;:&lt;/b&gt; %4&lt;/p&gt;</translation>
    </message>
    <message>
        <source> (runs %1)</source>
        <translation> (runs %1)</translation>
    </message>
    <message numerus="yes">
        <source>&lt;p style=&apos;color:#a05000&apos;&gt;&lt;b&gt;Confounds:&lt;/b&gt; besides what is compared (%1), %n other condition(s) differ: %2. A ranking may be an artefact of these.&lt;/p&gt;</source>
        <translation>
            <numerusform>&lt;p style=&apos;color:#a05000&apos;&gt;&lt;b&gt;Confounds:&lt;/b&gt; besides what is compared (%1), %n other condition differ: %2. A ranking may be an artefact of these.&lt;/p&gt;</numerusform>
            <numerusform>&lt;p style=&apos;color:#a05000&apos;&gt;&lt;b&gt;Confounds:&lt;/b&gt; besides what is compared (%1), %n other conditions differ: %2. A ranking may be an artefact of these.&lt;/p&gt;</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::CycleModelRun</name>
    <message>
        <source>case %1: %2</source>
        <translation>case %1: %2</translation>
    </message>
    <message>
        <source>the cycle-model trace failed: %1</source>
        <translation>the cycle-model trace failed: %1</translation>
    </message>
    <message>
        <source>%1 executed instruction(s) without their code: their cycles are unknown</source>
        <translation>%1 executed instruction(s) without their code: their cycles are unknown</translation>
    </message>
    <message>
        <source>%1 not converted to cycles (%2)</source>
        <translation>%1 not converted to cycles (%2)</translation>
    </message>
    <message>
        <source>cycle model: %1</source>
        <translation>cycle model: %1</translation>
    </message>
</context>
<context>
    <name>rb::CycleSamples</name>
    <message>
        <source>case %1: %2 traced window(s) for %3 sample(s)</source>
        <translation>case %1: %2 traced window(s) for %3 sample(s)</translation>
    </message>
    <message>
        <source>case %1, window %2: %3 traced instructions, but the icount sample is %4: the trace and the capture do not agree, the run is not converted to cycles</source>
        <translation>case %1, window %2: %3 traced instructions, but the icount sample is %4: the trace and the capture do not agree, the run is not converted to cycles</translation>
    </message>
</context>
<context>
    <name>rb::CycleTarget</name>
    <message>
        <source>the GD32F103 runs at up to 108 MHz, not %1 MHz</source>
        <translation>the GD32F103 runs at up to 108 MHz, not %1 MHz</translation>
    </message>
    <message>
        <source>an STM32F1 runs at up to 72 MHz, not %1 MHz</source>
        <translation>an STM32F1 runs at up to 72 MHz, not %1 MHz</translation>
    </message>
    <message>
        <source>unknown cycle-model target %1 (known: %2)</source>
        <translation>unknown cycle-model target %1 (known: %2)</translation>
    </message>
</context>
<context>
    <name>rb::DisplayUnit</name>
    <message>
        <source>The clock is unknown: cycles cannot be converted to µs.</source>
        <translation>The clock is unknown: cycles cannot be converted to µs.</translation>
    </message>
    <message>
        <source>The timer frequency is unknown: ticks cannot be converted.</source>
        <translation>The timer frequency is unknown: ticks cannot be converted.</translation>
    </message>
    <message>
        <source>The clock is unknown: ticks cannot be converted to cycles.</source>
        <translation>The clock is unknown: ticks cannot be converted to cycles.</translation>
    </message>
    <message>
        <source>The clock is unknown: time cannot be converted to cycles.</source>
        <translation>The clock is unknown: time cannot be converted to cycles.</translation>
    </message>
    <message>
        <source>Unit %1 is not a time.</source>
        <translation>Unit %1 is not a time.</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>cycles</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>run&apos;s own unit</source>
        <translation>run&apos;s own unit</translation>
    </message>
    <message>
        <source>The cycle model&apos;s clock is unknown: estimated cycles (model) cannot be converted to µs.</source>
        <translation>The cycle model&apos;s clock is unknown: estimated cycles (model) cannot be converted to µs.</translation>
    </message>
    <message>
        <source>µs from estimated cycles (model)</source>
        <translation>µs from estimated cycles (model)</translation>
    </message>
    <message>
        <source>estimated cycles (model)</source>
        <translation>estimated cycles (model)</translation>
    </message>
    <message>
        <source>%1 (estimated by the cycle model)</source>
        <translation>%1 (estimated by the cycle model)</translation>
    </message>
</context>
<context>
    <name>rb::DistributionView</name>
    <message>
        <source>Click a sample to see its index and value.</source>
        <translation>Click a sample to see its index and value.</translation>
    </message>
    <message>
        <source>Run:</source>
        <translation>Run:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metric:</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>No samples for this metric.</source>
        <translation>No samples for this metric.</translation>
    </message>
    <message>
        <source>No run selected.</source>
        <translation>No run selected.</translation>
    </message>
    <message>
        <source>Shown in %1: %2</source>
        <translation>Shown in %1: %2</translation>
    </message>
    <message>
        <source>samples per bin</source>
        <translation>samples per bin</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>count</source>
        <translation>count</translation>
    </message>
    <message>
        <source>sample</source>
        <translation>sample</translation>
    </message>
    <message>
        <source>cold first sample</source>
        <translation>cold first sample</translation>
    </message>
    <message>
        <source>sample index</source>
        <translation>sample index</translation>
    </message>
    <message>
        <source>%1 samples of %2, run #%3 (%4). %5</source>
        <translation>%1 samples of %2, run #%3 (%4). %5</translation>
    </message>
    <message>
        <source>Sample %1: %2 %3</source>
        <translation>Sample %1: %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n sample(s) as CSV.</source>
        <translation>
            <numerusform>Copied %n sample as CSV.</numerusform>
            <numerusform>Copied %n samples as CSV.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::ElfInspector</name>
    <message>
        <source>cannot start %1 (install the arm-none-eabi binutils): %2</source>
        <translation>cannot start %1 (install the arm-none-eabi binutils): %2</translation>
    </message>
    <message>
        <source>%1 failed on %2: %3</source>
        <translation>%1 failed on %2: %3</translation>
    </message>
    <message>
        <source>%1 has no function symbols (a stripped ELF cannot be explained)</source>
        <translation>%1 has no function symbols (a stripped ELF cannot be explained)</translation>
    </message>
    <message>
        <source>no timer read (a load of TIM2_CNT) was found in %1: not a virtual-board firmware with the icount timer</source>
        <translation>no timer read (a load of TIM2_CNT) was found in %1: not a virtual-board firmware with the icount timer</translation>
    </message>
    <message>
        <source>the firmware has no case descriptor %1 of the expected layout</source>
        <translation>the firmware has no case descriptor %1 of the expected layout</translation>
    </message>
    <message>
        <source>cannot read the case descriptor %1</source>
        <translation>cannot read the case descriptor %1</translation>
    </message>
    <message>
        <source>the run function of %1 (0x%2) is not a function of the ELF</source>
        <translation>the run function of %1 (0x%2) is not a function of the ELF</translation>
    </message>
</context>
<context>
    <name>rb::Experiment</name>
    <message>
        <source>the experiment names no board (&quot;board&quot;: &quot;qemu&quot;, &quot;host&quot; or &quot;gd32f103&quot;)</source>
        <translation>the experiment names no board (&quot;board&quot;: &quot;qemu&quot;, &quot;host&quot; or &quot;gd32f103&quot;)</translation>
    </message>
    <message>
        <source>the experiment names no kernels (&quot;kernels&quot;: [&quot;baremetal&quot;])</source>
        <translation>the experiment names no kernels (&quot;kernels&quot;: [&quot;baremetal&quot;])</translation>
    </message>
    <message>
        <source>unknown condition &quot;%1&quot; in &quot;base&quot;; known: %2</source>
        <translation>unknown condition &quot;%1&quot; in &quot;base&quot;; known: %2</translation>
    </message>
    <message>
        <source>&quot;vary_order&quot; names &quot;%1&quot;, which &quot;vary&quot; does not set</source>
        <translation>&quot;vary_order&quot; names &quot;%1&quot;, which &quot;vary&quot; does not set</translation>
    </message>
    <message>
        <source>unknown condition &quot;%1&quot; in &quot;vary&quot;; known: %2</source>
        <translation>unknown condition &quot;%1&quot; in &quot;vary&quot;; known: %2</translation>
    </message>
    <message>
        <source>the varied condition &quot;%1&quot; has no values</source>
        <translation>the varied condition &quot;%1&quot; has no values</translation>
    </message>
    <message>
        <source>unknown &quot;order&quot; &quot;%1&quot;: use as-written, randomized or interleaved</source>
        <translation>unknown &quot;order&quot; &quot;%1&quot;: use as-written, randomized or interleaved</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot; needs &quot;command&quot; (an argument list) and &quot;elf&quot;</source>
        <translation>the external build of &quot;%1&quot; needs &quot;command&quot; (an argument list) and &quot;elf&quot;</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot;: &quot;command&quot; must be an argument list ([&quot;make&quot;, &quot;-C&quot;, &quot;DIR&quot;]), not a shell string</source>
        <translation>the external build of &quot;%1&quot;: &quot;command&quot; must be an argument list ([&quot;make&quot;, &quot;-C&quot;, &quot;DIR&quot;]), not a shell string</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot;: every element of &quot;command&quot; must be a string</source>
        <translation>the external build of &quot;%1&quot;: every element of &quot;command&quot; must be a string</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot; uses an unknown placeholder {%2}; known: %3</source>
        <translation>the external build of &quot;%1&quot; uses an unknown placeholder {%2}; known: %3</translation>
    </message>
    <message>
        <source>the external build of &quot;%1&quot; has an unknown key &quot;%2&quot; (known: command, elf, working_dir)</source>
        <translation>the external build of &quot;%1&quot; has an unknown key &quot;%2&quot; (known: command, elf, working_dir)</translation>
    </message>
    <message>
        <source>unknown board &quot;%1&quot; (qemu, gd32f103 or host)</source>
        <translation>unknown board &quot;%1&quot; (qemu, gd32f103 or host)</translation>
    </message>
    <message>
        <source>unknown kernel &quot;%1&quot; (known: %2)</source>
        <translation>unknown kernel &quot;%1&quot; (known: %2)</translation>
    </message>
    <message>
        <source>%1 does not run on %2 (it runs on %3)</source>
        <translation>%1 does not run on %2 (it runs on %3)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an optimisation level (-O0, -O1, -O2, -O3, -Os, -Og, -Oz)</source>
        <translation>&quot;%1&quot; is not an optimisation level (-O0, -O1, -O2, -O3, -Os, -Og, -Oz)</translation>
    </message>
    <message>
        <source>the clock is not ours to set on %1</source>
        <translation>the clock is not ours to set on %1</translation>
    </message>
    <message>
        <source>%1 Hz is not a GD32F103 clock rtosbench makes (24, 72 or 108 MHz)</source>
        <translation>%1 Hz is not a GD32F103 clock rtosbench makes (24, 72 or 108 MHz)</translation>
    </message>
    <message>
        <source>timing method &quot;%1&quot; is not available on %2 (%3)</source>
        <translation>timing method &quot;%1&quot; is not available on %2 (%3)</translation>
    </message>
    <message>
        <source>the SysTick timer is only for bare metal (a kernel owns SysTick)</source>
        <translation>the SysTick timer is only for bare metal (a kernel owns SysTick)</translation>
    </message>
    <message>
        <source>unknown kernel profile &quot;%1&quot; (default or minimal)</source>
        <translation>unknown kernel profile &quot;%1&quot; (default or minimal)</translation>
    </message>
    <message>
        <source>%1 has no kernel profiles</source>
        <translation>%1 has no kernel profiles</translation>
    </message>
    <message>
        <source>&quot;kernel_config&quot; must be an object of option -&gt; value</source>
        <translation>&quot;kernel_config&quot; must be an object of option -&gt; value</translation>
    </message>
    <message>
        <source>every value of the varied &quot;kernel_config&quot; must be an object of option -&gt; value</source>
        <translation>every value of the varied &quot;kernel_config&quot; must be an object of option -&gt; value</translation>
    </message>
    <message>
        <source>a value of the varied condition &quot;%1&quot; is an object</source>
        <translation>a value of the varied condition &quot;%1&quot; is an object</translation>
    </message>
    <message>
        <source>%1 has no configuration options (&quot;kernel_config&quot; sets %2)</source>
        <translation>%1 has no configuration options (&quot;kernel_config&quot; sets %2)</translation>
    </message>
    <message>
        <source>%1: must be an integer from %2 to %3, found %4, which has a fraction</source>
        <translation>%1: must be an integer from %2 to %3, found %4, which has a fraction</translation>
    </message>
    <message>
        <source>%1: must be an integer from %2 to %3, found %4</source>
        <translation>%1: must be an integer from %2 to %3, found %4</translation>
    </message>
    <message>
        <source>%1: a kernel option takes an integer, found %2</source>
        <translation>%1: a kernel option takes an integer, found %2</translation>
    </message>
    <message>
        <source>%1: %2 must be a string, found %3</source>
        <translation>%1: %2 must be a string, found %3</translation>
    </message>
    <message>
        <source>the optimisation level</source>
        <translation>the optimisation level</translation>
    </message>
    <message>
        <source>the compiler flags</source>
        <translation>the compiler flags</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a kernel option name (letters, digits and _)</source>
        <translation>%1: &quot;%2&quot; is not a kernel option name (letters, digits and _)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is refused: it starts with -, which a program would read as an option (write ./%2)</source>
        <translation>%1 &quot;%2&quot; is refused: it starts with -, which a program would read as an option (write ./%2)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is refused: it contains &quot;;&quot;, where CMake would split it into a list</source>
        <translation>%1 &quot;%2&quot; is refused: it contains &quot;;&quot;, where CMake would split it into a list</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is refused: it contains &quot;%3&quot;, which CMake or a shell would read as something else</source>
        <translation>%1 &quot;%2&quot; is refused: it contains &quot;%3&quot;, which CMake or a shell would read as something else</translation>
    </message>
    <message>
        <source>%1 is refused: it contains the control character %2</source>
        <translation>%1 is refused: it contains the control character %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a valid name (letters, digits, - and _, starting with a letter or digit)</source>
        <translation>%1: &quot;%2&quot; is not a valid name (letters, digits, - and _, starting with a letter or digit)</translation>
    </message>
    <message>
        <source>the kernel tree</source>
        <translation>the kernel tree</translation>
    </message>
    <message>
        <source>a further tree</source>
        <translation>a further tree</translation>
    </message>
    <message>
        <source>the tree %1</source>
        <translation>the tree %1</translation>
    </message>
    <message>
        <source>kernel_config: &quot;%1=%2&quot; is not OPTION=INTEGER</source>
        <translation>kernel_config: &quot;%1=%2&quot; is not OPTION=INTEGER</translation>
    </message>
    <message>
        <source>iterations: must be an integer from %1 to %2, found %3</source>
        <translation>iterations: must be an integer from %1 to %2, found %3</translation>
    </message>
    <message>
        <source>warmup: must be an integer from %1 to %2, found %3</source>
        <translation>warmup: must be an integer from %1 to %2, found %3</translation>
    </message>
    <message>
        <source>the definition &quot;%1=%2&quot; is refused (NAME=VALUE: letters, digits and _ . + -)</source>
        <translation>the definition &quot;%1=%2&quot; is refused (NAME=VALUE: letters, digits and _ . + -)</translation>
    </message>
    <message>
        <source>%1: a kernel tree must be a path (a string), found %2</source>
        <translation>%1: a kernel tree must be a path (a string), found %2</translation>
    </message>
    <message>
        <source>warmup %1 is more than the %2 iterations of a case (%3): warmup must be from 0 to iterations</source>
        <translation>warmup %1 is more than the %2 iterations of a case (%3): warmup must be from 0 to iterations</translation>
    </message>
    <message>
        <source>inject_print_every %1 is more than the %2 iterations of a case (%3): it must be from 0 to iterations</source>
        <translation>inject_print_every %1 is more than the %2 iterations of a case (%3): it must be from 0 to iterations</translation>
    </message>
    <message>
        <source>the compiler</source>
        <translation>the compiler</translation>
    </message>
    <message>
        <source>%1: lto must be true, false, &quot;on&quot; or &quot;off&quot;, found %2</source>
        <translation>%1: lto must be true, false, &quot;on&quot; or &quot;off&quot;, found %2</translation>
    </message>
    <message>
        <source>%1: unknown toolchain &quot;%2&quot; (known: %3; another compiler is added through a toolchain file, docs/experiments.md)</source>
        <translation>%1: unknown toolchain &quot;%2&quot; (known: %3; another compiler is added through a toolchain file, docs/experiments.md)</translation>
    </message>
    <message>
        <source>%1: lto must be on or off, found &quot;%2&quot;</source>
        <translation>%1: lto must be on or off, found &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--shard takes K/N with 0 &lt;= K &lt; N &lt;= %1 (e.g. 0/4), got &quot;%2&quot;</source>
        <translation>--shard takes K/N with 0 &lt;= K &lt; N &lt;= %1 (e.g. 0/4), got &quot;%2&quot;</translation>
    </message>
    <message>
        <source>zephyr builds its own image with its own toolchain variants (gcc: gnuarmemb, clang: llvm; firmware/kernels/zephyr.cmake): lto on is refused, the Zephyr tested here (3.4.99) has no CONFIG_LTO and its multi-pass link takes no -flto of ours</source>
        <translation>zephyr builds its own image with its own toolchain variants (gcc: gnuarmemb, clang: llvm; firmware/kernels/zephyr.cmake): lto on is refused, the Zephyr tested here (3.4.99) has no CONFIG_LTO and its multi-pass link takes no -flto of ours</translation>
    </message>
    <message>
        <source>nuttx builds with NuttX&apos;s own make and Kconfig toolchain: toolchain %1 is not one of ours for it (gcc, clang)</source>
        <translation>nuttx builds with NuttX&apos;s own make and Kconfig toolchain: toolchain %1 is not one of ours for it (gcc, clang)</translation>
    </message>
    <message>
        <source>nuttx refuses toolchain clang with lto on: NuttX&apos;s CONFIG_LTO_FULL is wired for GCC only; with Clang (ld.lld&apos;s LTO) it is neither built nor checked yet (firmware/kernels/nuttx.cmake)</source>
        <translation>nuttx refuses toolchain clang with lto on: NuttX&apos;s CONFIG_LTO_FULL is wired for GCC only; with Clang (ld.lld&apos;s LTO) it is neither built nor checked yet (firmware/kernels/nuttx.cmake)</translation>
    </message>
    <message>
        <source>%1 Hz is not a GD32F103 clock the cycle model runs at (24, 72 or 108 MHz)</source>
        <translation>%1 Hz is not a GD32F103 clock the cycle model runs at (24, 72 or 108 MHz)</translation>
    </message>
</context>
<context>
    <name>rb::ExperimentForm</name>
    <message>
        <source>New experiment</source>
        <translation>New experiment</translation>
    </message>
    <message>
        <source>nothing (kernels only)</source>
        <translation>nothing (kernels only)</translation>
    </message>
    <message>
        <source>optimisation level</source>
        <translation>optimisation level</translation>
    </message>
    <message>
        <source>core clock (GD32F103)</source>
        <translation>core clock (GD32F103)</translation>
    </message>
    <message>
        <source>kernel profile</source>
        <translation>kernel profile</translation>
    </message>
    <message>
        <source>timing method</source>
        <translation>timing method</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>as written</translation>
    </message>
    <message>
        <source>randomized</source>
        <translation>randomized</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>interleaved</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Board:</translation>
    </message>
    <message>
        <source>Kernels:</source>
        <translation>Kernels:</translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation>Vary:</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>Values:</translation>
    </message>
    <message>
        <source>Optimisation (when not varied):</source>
        <translation>Optimisation (when not varied):</translation>
    </message>
    <message>
        <source>Samples per case:</source>
        <translation>Samples per case:</translation>
    </message>
    <message>
        <source>Repetitions:</source>
        <translation>Repetitions:</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Order:</translation>
    </message>
    <message>
        <source>&amp;Use this experiment</source>
        <translation>&amp;Use this experiment</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <source>Open &amp;JSON…</source>
        <translation>Open &amp;JSON…</translation>
    </message>
    <message>
        <source>Open an experiment</source>
        <translation>Open an experiment</translation>
    </message>
    <message>
        <source>Experiment definitions (*.json);;All files (*)</source>
        <translation>Experiment definitions (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>No %1 source tree is registered: add one in Settings › Kernels (or rtosbench-cli kernel add %1 DIR|ARCHIVE)</source>
        <translation>No %1 source tree is registered: add one in Settings › Kernels (or rtosbench-cli kernel add %1 DIR|ARCHIVE)</translation>
    </message>
    <message>
        <source> (no source tree)</source>
        <translation> (no source tree)</translation>
    </message>
    <message numerus="yes">
        <source>%n configuration(s), about %1 min (builds included; virtual-board runs go in parallel, so often less).</source>
        <translation>
            <numerusform>%n configuration, about %1 min (builds included; virtual-board runs go in parallel, so often less).</numerusform>
            <numerusform>%n configurations, about %1 min (builds included; virtual-board runs go in parallel, so often less).</numerusform>
        </translation>
    </message>
    <message>
        <source>Made with New experiment in the workbench.</source>
        <translation>Made with New experiment in the workbench.</translation>
    </message>
    <message>
        <source>Give the experiment a name.</source>
        <translation>Give the experiment a name.</translation>
    </message>
    <message>
        <source>Choose at least one kernel.</source>
        <translation>Choose at least one kernel.</translation>
    </message>
    <message>
        <source>Choose at least two values of the varied condition (or vary nothing).</source>
        <translation>Choose at least two values of the varied condition (or vary nothing).</translation>
    </message>
    <message>
        <source>Save experiment</source>
        <translation>Save experiment</translation>
    </message>
    <message>
        <source>Experiment definitions (*.json)</source>
        <translation>Experiment definitions (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Cannot write %1: %2</translation>
    </message>
    <message>
        <source>compiler (gcc, clang)</source>
        <translation>compiler (gcc, clang)</translation>
    </message>
    <message>
        <source>link-time optimisation</source>
        <translation>link-time optimisation</translation>
    </message>
</context>
<context>
    <name>rb::ExperimentTrust</name>
    <message>
        <source>kernel %1: runs %2</source>
        <translation>kernel %1: runs %2</translation>
    </message>
    <message>
        <source>  in the directory %1</source>
        <translation>  in the directory %1</translation>
    </message>
    <message>
        <source>(the firmware build directory)</source>
        <translation>(the firmware build directory)</translation>
    </message>
    <message>
        <source>  and flashes or starts the ELF %1</source>
        <translation>  and flashes or starts the ELF %1</translation>
    </message>
    <message>
        <source>cannot record the trust in %1: %2</source>
        <translation>cannot record the trust in %1: %2</translation>
    </message>
</context>
<context>
    <name>rb::ExplainPanel</name>
    <message>
        <source>Where do the instructions go?</source>
        <translation>Where do the instructions go?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Re-runs the run&apos;s exact firmware on the virtual board with an execution trace and attributes each instruction of the first measured windows to a function and a layer (slow: a minute or more)</source>
        <translation>Re-runs the run&apos;s exact firmware on the virtual board with an execution trace and attributes each instruction of the first measured windows to a function and a layer (slow: a minute or more)</translation>
    </message>
    <message>
        <source>Tracing %1 of run %2 on the virtual board...</source>
        <translation>Tracing %1 of run %2 on the virtual board...</translation>
    </message>
    <message>
        <source>Tracing: %1 instructions, %2 window(s) seen</source>
        <translation>Tracing: %1 instructions, %2 window(s) seen</translation>
    </message>
    <message>
        <source>Not explained: %1</source>
        <translation>Not explained: %1</translation>
    </message>
    <message>
        <source>%1 instructions in window 1 (raw sample %2; %3 window(s), %4 to %5): emulated instruction count, attributed by trace%6</source>
        <translation>%1 instructions in window 1 (raw sample %2; %3 window(s), %4 to %5): emulated instruction count, attributed by trace%6</translation>
    </message>
    <message>
        <source>; no debug information: layers unknown</source>
        <translation>; no debug information: layers unknown</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>emulated instructions, attributed by trace</source>
        <translation>emulated instructions, attributed by trace</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>Function</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Instructions</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Calls</translation>
    </message>
    <message>
        <source>%1 %2 in window 1 (raw sample %3; %4 window(s), %5 to %6), %7 instructions: the Cortex-M3 cycle model %8 on %9, attributed by trace, not measured%10</source>
        <translation>%1 %2 in window 1 (raw sample %3; %4 window(s), %5 to %6), %7 instructions: the Cortex-M3 cycle model %8 on %9, attributed by trace, not measured%10</translation>
    </message>
    <message>
        <source>%1, attributed by trace</source>
        <translation>%1, attributed by trace</translation>
    </message>
</context>
<context>
    <name>rb::ExplainResult</name>
    <message>
        <source>kernel</source>
        <translation>kernel</translation>
    </message>
    <message>
        <source>adapter</source>
        <translation>adapter</translation>
    </message>
    <message>
        <source>harness</source>
        <translation>harness</translation>
    </message>
    <message>
        <source>port</source>
        <translation>port</translation>
    </message>
    <message>
        <source>C library</source>
        <translation>C library</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>window %1: %2 instructions attributed, raw sample %3</source>
        <translation>window %1: %2 instructions attributed, raw sample %3</translation>
    </message>
    <message>
        <source>estimated cycles (model)</source>
        <translation>estimated cycles (model)</translation>
    </message>
    <message>
        <source>window %1: %2 estimated cycles (model) attributed, raw sample %3</source>
        <translation>window %1: %2 estimated cycles (model) attributed, raw sample %3</translation>
    </message>
</context>
<context>
    <name>rb::FairnessAudit</name>
    <message>
        <source>no window was attributed</source>
        <translation>no window was attributed</translation>
    </message>
    <message>
        <source>adapter share above %1 not stated as mech.*.cost</source>
        <translation>adapter share above %1 not stated as mech.*.cost</translation>
    </message>
    <message>
        <source>instructions in no known layer</source>
        <translation>instructions in no known layer</translation>
    </message>
    <message>
        <source>not explained</source>
        <translation>not explained</translation>
    </message>
    <message>
        <source>stated mech.*.cost differs from the traced adapter share</source>
        <translation>stated mech.*.cost differs from the traced adapter share</translation>
    </message>
    <message>
        <source>the run states no mech.*.cost: the firmware states the adapters&apos; costs only for the build they were counted on (GCC, docs/cases.md &quot;Stated costs&quot;), and this run was built by %1 (%2), so its adapter shares are unstated, not misstated</source>
        <translation>the run states no mech.*.cost: the firmware states the adapters&apos; costs only for the build they were counted on (GCC, docs/cases.md &quot;Stated costs&quot;), and this run was built by %1 (%2), so its adapter shares are unstated, not misstated</translation>
    </message>
    <message>
        <source>the run states no mech.*.cost: the firmware states the adapters&apos; costs only for the build they were counted on (docs/cases.md &quot;Stated costs&quot;: compiler version, C flags, board and timer), so its adapter shares are unstated, not misstated</source>
        <translation>the run states no mech.*.cost: the firmware states the adapters&apos; costs only for the build they were counted on (docs/cases.md &quot;Stated costs&quot;: compiler version, C flags, board and timer), so its adapter shares are unstated, not misstated</translation>
    </message>
</context>
<context>
    <name>rb::FirmwareBuilder</name>
    <message>
        <source>the firmware sources were not found in %1 (set RTOSBENCH_FIRMWARE_DIR)</source>
        <translation>the firmware sources were not found in %1 (set RTOSBENCH_FIRMWARE_DIR)</translation>
    </message>
    <message>
        <source>cmake was not found on PATH: install it (apt install cmake)</source>
        <translation>cmake was not found on PATH: install it (apt install cmake)</translation>
    </message>
    <message>
        <source>configuring the firmware failed: %1</source>
        <translation>configuring the firmware failed: %1</translation>
    </message>
    <message>
        <source>building the firmware failed (see the build log)</source>
        <translation>building the firmware failed (see the build log)</translation>
    </message>
    <message>
        <source>the build in %1 does not match the request (%2): delete it and retry</source>
        <translation>the build in %1 does not match the request (%2): delete it and retry</translation>
    </message>
    <message>
        <source>the external build command failed with exit code %1</source>
        <translation>the external build command failed with exit code %1</translation>
    </message>
    <message>
        <source>the external build did not produce %1</source>
        <translation>the external build did not produce %1</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <source>up to date (build stamp): %1</source>
        <translation>up to date (build stamp): %1</translation>
    </message>
    <message>
        <source>rebuilding the cached firmware: %1</source>
        <translation>rebuilding the cached firmware: %1</translation>
    </message>
    <message>
        <source>the working directory of the external build does not exist: %1</source>
        <translation>the working directory of the external build does not exist: %1</translation>
    </message>
    <message>
        <source>external build: %1 (in %2)</source>
        <translation>external build: %1 (in %2)</translation>
    </message>
    <message>
        <source>cannot lock the firmware cache entry %1</source>
        <translation>cannot lock the firmware cache entry %1</translation>
    </message>
    <message>
        <source>cancelled while waiting for another build of this firmware</source>
        <translation>cancelled while waiting for another build of this firmware</translation>
    </message>
    <message>
        <source>waiting for another rtosbench process building the same firmware</source>
        <translation>waiting for another rtosbench process building the same firmware</translation>
    </message>
    <message>
        <source>the build request is refused: %1</source>
        <translation>the build request is refused: %1</translation>
    </message>
    <message>
        <source>reconfiguring the cached firmware: it was configured from %1</source>
        <translation>reconfiguring the cached firmware: it was configured from %1</translation>
    </message>
</context>
<context>
    <name>rb::Gd32Board</name>
    <message>
        <source>no serial port is set for the GD32F103 (use --port or Settings)</source>
        <translation>no serial port is set for the GD32F103 (use --port or Settings)</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>cancelled by the user</translation>
    </message>
    <message>
        <source>the board did not finish within %1 s</source>
        <translation>the board did not finish within %1 s</translation>
    </message>
    <message>
        <source>nothing arrived on %1 within %2 s: check the UART wiring (PA9 TX → adapter RX) and the baud rate (%3)</source>
        <translation>nothing arrived on %1 within %2 s: check the UART wiring (PA9 TX → adapter RX) and the baud rate (%3)</translation>
    </message>
    <message>
        <source>the board stopped sending for %1 s (hung?)</source>
        <translation>the board stopped sending for %1 s (hung?)</translation>
    </message>
    <message>
        <source>serial port at %1 baud, as the firmware was built (the settings say %2)</source>
        <translation>serial port at %1 baud, as the firmware was built (the settings say %2)</translation>
    </message>
</context>
<context>
    <name>rb::GitHistory</name>
    <message>
        <source>git %1 failed in %2: %3</source>
        <translation>git %1 failed in %2: %3</translation>
    </message>
    <message>
        <source>%1 is not a git checkout (%2)</source>
        <translation>%1 is not a git checkout (%2)</translation>
    </message>
    <message>
        <source>%1 is not a git checkout of its own (it lies inside the checkout %2)</source>
        <translation>%1 is not a git checkout of its own (it lies inside the checkout %2)</translation>
    </message>
    <message>
        <source>%1 is not an ancestor of %2</source>
        <translation>%1 is not an ancestor of %2</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a usable git ref: %3</source>
        <translation>%1 &quot;%2&quot; is not a usable git ref: %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; names no commit of %3</source>
        <translation>%1 &quot;%2&quot; names no commit of %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a full commit name</source>
        <translation>&quot;%1&quot; is not a full commit name</translation>
    </message>
    <message>
        <source>%1 exists already</source>
        <translation>%1 exists already</translation>
    </message>
    <message>
        <source>cannot check out %1 (%2): %3</source>
        <translation>cannot check out %1 (%2): %3</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
</context>
<context>
    <name>rb::HistoryDialog</name>
    <message>
        <source>Kernel history</source>
        <translation>Kernel history</translation>
    </message>
    <message>
        <source>History:</source>
        <translation>History:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metric:</translation>
    </message>
    <message>
        <source>No kernel history in this database: run `rtosbench-cli history KERNEL --from REF --to REF` first.</source>
        <translation>No kernel history in this database: run `rtosbench-cli history KERNEL --from REF --to REF` first.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Cannot open %1: %2</translation>
    </message>
    <message>
        <source>%1: %2 commits measured, %3 failed; on the virtual board every change point is exact.</source>
        <translation>%1: %2 commits measured, %3 failed; on the virtual board every change point is exact.</translation>
    </message>
    <message>
        <source>change points</source>
        <translation>change points</translation>
    </message>
    <message>
        <source>commit (position in the history)</source>
        <translation>commit (position in the history)</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Previous</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Subject</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>unchanged</translation>
    </message>
    <message>
        <source>drift: %1</source>
        <translation>drift: %1</translation>
    </message>
    <message>
        <source> (not exact)</source>
        <translation> (not exact)</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
</context>
<context>
    <name>rb::HistoryLoader</name>
    <message>
        <source>cannot load run %1: %2</source>
        <translation>cannot load run %1: %2</translation>
    </message>
    <message>
        <source>no runs of history %1 in the database</source>
        <translation>no runs of history %1 in the database</translation>
    </message>
</context>
<context>
    <name>rb::HostBoard</name>
    <message>
        <source>starting %1</source>
        <translation>starting %1</translation>
    </message>
    <message>
        <source>the host firmware %1 could not be started: %2</source>
        <translation>the host firmware %1 could not be started: %2</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>cancelled by the user</translation>
    </message>
    <message>
        <source>the host firmware did not finish in time: killed</source>
        <translation>the host firmware did not finish in time: killed</translation>
    </message>
    <message>
        <source>the host firmware crashed</source>
        <translation>the host firmware crashed</translation>
    </message>
    <message>
        <source>the firmware exited with code %1</source>
        <translation>the firmware exited with code %1</translation>
    </message>
</context>
<context>
    <name>rb::JsonExport</name>
    <message>
        <source>not valid JSON (offset %1: %2)</source>
        <translation>not valid JSON (offset %1: %2)</translation>
    </message>
    <message>
        <source>not an rtosbench export (no top-level object)</source>
        <translation>not an rtosbench export (no top-level object)</translation>
    </message>
    <message>
        <source>not an rtosbench export (format is &apos;%1&apos;, expected &apos;%2&apos;)</source>
        <translation>not an rtosbench export (format is &apos;%1&apos;, expected &apos;%2&apos;)</translation>
    </message>
    <message>
        <source>export version %1 is not supported by this rtosbench (version %2)</source>
        <translation>export version %1 is not supported by this rtosbench (version %2)</translation>
    </message>
    <message>
        <source>the export has no runs array</source>
        <translation>the export has no runs array</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date and time (ISO 8601, e.g. 2025-01-02T03:04:05.678Z)</source>
        <translation>&quot;%1&quot; is not a date and time (ISO 8601, e.g. 2025-01-02T03:04:05.678Z)</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>is empty</translation>
    </message>
    <message>
        <source>unknown case status &quot;%1&quot; (ok, fail or unsupported)</source>
        <translation>unknown case status &quot;%1&quot; (ok, fail or unsupported)</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>an integer</translation>
    </message>
    <message>
        <source>an array of integers</source>
        <translation>an array of integers</translation>
    </message>
    <message>
        <source>an integer sample</source>
        <translation>an integer sample</translation>
    </message>
    <message>
        <source>says %1 samples, but samples holds %2</source>
        <translation>says %1 samples, but samples holds %2</translation>
    </message>
    <message>
        <source>a summary of %1 samples, but samples is empty (only an imported suite&apos;s printed summary stands without samples)</source>
        <translation>a summary of %1 samples, but samples is empty (only an imported suite&apos;s printed summary stands without samples)</translation>
    </message>
    <message>
        <source>unknown run status &quot;%1&quot; (complete, incomplete or failed)</source>
        <translation>unknown run status &quot;%1&quot; (complete, incomplete or failed)</translation>
    </message>
    <message>
        <source>is not valid base64</source>
        <translation>is not valid base64</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>the metric %1 appears twice in this run (also %2); a run holds one case per metric</source>
        <translation>the metric %1 appears twice in this run (also %2); a run holds one case per metric</translation>
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
        <translation>the number %1</translation>
    </message>
    <message>
        <source>a number with a fraction (%1)</source>
        <translation>a number with a fraction (%1)</translation>
    </message>
    <message>
        <source>the string &quot;%1&quot;</source>
        <translation>the string &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>an array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>an object</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>expected %1, found %2</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>is missing</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>a string</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>an integer</translation>
    </message>
    <message>
        <source>true, false or null</source>
        <translation>true, false or null</translation>
    </message>
    <message>
        <source>a number too large for a 64-bit integer (%1)</source>
        <translation>a number too large for a 64-bit integer (%1)</translation>
    </message>
</context>
<context>
    <name>rb::JsonFile</name>
    <message>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object: %2 at byte %3</source>
        <translation>%1 is not a JSON object: %2 at byte %3</translation>
    </message>
</context>
<context>
    <name>rb::KernelArchive</name>
    <message>
        <source>cannot list %1: %2</source>
        <translation>cannot list %1: %2</translation>
    </message>
    <message>
        <source>%1: path outside the archive</source>
        <translation>%1: path outside the archive</translation>
    </message>
    <message>
        <source>%1: symbolic link (not accepted in a zip archive)</source>
        <translation>%1: symbolic link (not accepted in a zip archive)</translation>
    </message>
    <message>
        <source>cannot list %1: the two listings of tar disagree</source>
        <translation>cannot list %1: the two listings of tar disagree</translation>
    </message>
    <message>
        <source>%1: link to %2, outside the archive</source>
        <translation>%1: link to %2, outside the archive</translation>
    </message>
    <message>
        <source>%1: special file (type %2)</source>
        <translation>%1: special file (type %2)</translation>
    </message>
    <message>
        <source>no such archive: %1</source>
        <translation>no such archive: %1</translation>
    </message>
    <message>
        <source>refusing %1: %2</source>
        <translation>refusing %1: %2</translation>
    </message>
    <message>
        <source>cannot create %1</source>
        <translation>cannot create %1</translation>
    </message>
    <message>
        <source>unpacking %1 failed: %2</source>
        <translation>unpacking %1 failed: %2</translation>
    </message>
    <message>
        <source>%1 holds %2 entries, more than the limit of %3 (RTOSBENCH_ARCHIVE_MAX_FILES)</source>
        <translation>%1 holds %2 entries, more than the limit of %3 (RTOSBENCH_ARCHIVE_MAX_FILES)</translation>
    </message>
    <message>
        <source>%1 unpacks to %2 bytes, more than the limit of %3 bytes (RTOSBENCH_ARCHIVE_MAX_BYTES)</source>
        <translation>%1 unpacks to %2 bytes, more than the limit of %3 bytes (RTOSBENCH_ARCHIVE_MAX_BYTES)</translation>
    </message>
    <message>
        <source>refusing %1</source>
        <translation>refusing %1</translation>
    </message>
    <message>
        <source>%1 unpacks to more than the limit of %2 bytes (RTOSBENCH_ARCHIVE_MAX_BYTES): unpacking was stopped after %3 bytes, before anything was written</source>
        <translation>%1 unpacks to more than the limit of %2 bytes (RTOSBENCH_ARCHIVE_MAX_BYTES): unpacking was stopped after %3 bytes, before anything was written</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <source>refusing %1: it unpacked to %2 bytes in %3 entries, more than the limits of %4 bytes and %5 entries</source>
        <translation>refusing %1: it unpacked to %2 bytes in %3 entries, more than the limits of %4 bytes and %5 entries</translation>
    </message>
    <message>
        <source>removed %1 from %2: a tree from an archive is data, not a git repository (its hooks and config would run programs)</source>
        <translation>removed %1 from %2: a tree from an archive is data, not a git repository (its hooks and config would run programs)</translation>
    </message>
</context>
<context>
    <name>rb::KernelCatalogue</name>
    <message>
        <source>the kernel catalogue is not valid JSON: %1</source>
        <translation>the kernel catalogue is not valid JSON: %1</translation>
    </message>
    <message>
        <source>kernel catalogue: bad or repeated id &quot;%1&quot;</source>
        <translation>kernel catalogue: bad or repeated id &quot;%1&quot;</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; lacks a name, a build route (ours, own, recipe, external), or the repository and files of its tree</source>
        <translation>kernel catalogue: entry &quot;%1&quot; lacks a name, a build route (ours, own, recipe, external), or the repository and files of its tree</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; has a tag without a name or with a commit that is not 40 hex digits</source>
        <translation>kernel catalogue: entry &quot;%1&quot; has a tag without a name or with a commit that is not 40 hex digits</translation>
    </message>
    <message>
        <source>kernel catalogue: &quot;%1&quot; needs the extra tree &quot;%2&quot;, which has no entry</source>
        <translation>kernel catalogue: &quot;%1&quot; needs the extra tree &quot;%2&quot;, which has no entry</translation>
    </message>
    <message>
        <source>the kernel catalogue lists no kernel</source>
        <translation>the kernel catalogue lists no kernel</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; has a palette slot that is not a number from 0</source>
        <translation>kernel catalogue: entry &quot;%1&quot; has a palette slot that is not a number from 0</translation>
    </message>
    <message>
        <source>kernel catalogue: the name &quot;%1&quot; is claimed by &quot;%2&quot; and &quot;%3&quot;</source>
        <translation>kernel catalogue: the name &quot;%1&quot; is claimed by &quot;%2&quot; and &quot;%3&quot;</translation>
    </message>
    <message>
        <source>cannot read the kernel catalogue %1: %2</source>
        <translation>cannot read the kernel catalogue %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>kernel catalogue: entry &quot;%1&quot; has an outside link without a path or with an absolute target</source>
        <translation>kernel catalogue: entry &quot;%1&quot; has an outside link without a path or with an absolute target</translation>
    </message>
</context>
<context>
    <name>rb::KernelDirs</name>
    <message>
        <source>%1: unknown kernel &quot;%2&quot;: the known kernels are %3</source>
        <translation>%1: unknown kernel &quot;%2&quot;: the known kernels are %3</translation>
    </message>
    <message>
        <source>%1 %2=: the path is empty</source>
        <translation>%1 %2=: the path is empty</translation>
    </message>
    <message>
        <source>%1 %2=%3: %2 needs no source tree</source>
        <translation>%1 %2=%3: %2 needs no source tree</translation>
    </message>
    <message>
        <source>%1 %2=%3: no such directory</source>
        <translation>%1 %2=%3: no such directory</translation>
    </message>
    <message>
        <source>%1 %2=%3: not a directory</source>
        <translation>%1 %2=%3: not a directory</translation>
    </message>
    <message>
        <source>%1 %2=%3: not a %4 tree: it lacks %5</source>
        <translation>%1 %2=%3: not a %4 tree: it lacks %5</translation>
    </message>
    <message>
        <source>--kernel-dir takes KERNEL=DIR, got &quot;%1&quot;</source>
        <translation>--kernel-dir takes KERNEL=DIR, got &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no %1 tree: add one with &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot; or &quot;kernel fetch %1&quot;, or give --kernel-dir %1=DIR</source>
        <translation>no %1 tree: add one with &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot; or &quot;kernel fetch %1&quot;, or give --kernel-dir %1=DIR</translation>
    </message>
    <message>
        <source>the registered tree %1 %2</source>
        <translation>the registered tree %1 %2</translation>
    </message>
    <message>
        <source>%1 skipped: %2</source>
        <translation>%1 skipped: %2</translation>
    </message>
    <message>
        <source>no %1 tree: add one with &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot;, or give --kernel-dir %1=DIR</source>
        <translation>no %1 tree: add one with &quot;rtosbench-cli kernel add %1 DIR|ARCHIVE&quot;, or give --kernel-dir %1=DIR</translation>
    </message>
</context>
<context>
    <name>rb::KernelFetcher</name>
    <message>
        <source>%1 has no tested tag to fetch</source>
        <translation>%1 has no tested tag to fetch</translation>
    </message>
    <message>
        <source>%1 is not a tested tag of %2: the catalogue has %3</source>
        <translation>%1 is not a tested tag of %2: the catalogue has %3</translation>
    </message>
    <message>
        <source>the catalogue pins no commit for %1 %2, so it cannot be fetched safely: add a tree with &quot;kernel add&quot;</source>
        <translation>the catalogue pins no commit for %1 %2, so it cannot be fetched safely: add a tree with &quot;kernel add&quot;</translation>
    </message>
    <message>
        <source>%1 %2 is already installed (%3): remove it first with &quot;kernel remove %1 %2&quot;</source>
        <translation>%1 %2 is already installed (%3): remove it first with &quot;kernel remove %1 %2&quot;</translation>
    </message>
    <message>
        <source>%1 already exists: remove it first with &quot;kernel remove %2 %3&quot;</source>
        <translation>%1 already exists: remove it first with &quot;kernel remove %2 %3&quot;</translation>
    </message>
    <message>
        <source>cannot create a directory in %1</source>
        <translation>cannot create a directory in %1</translation>
    </message>
    <message>
        <source>cannot fetch %1 %2 from %3: %4</source>
        <translation>cannot fetch %1 %2 from %3: %4</translation>
    </message>
    <message>
        <source>refusing %1 %2 from %3: the tag is commit %4, the catalogue says %5</source>
        <translation>refusing %1 %2 from %3: the tag is commit %4, the catalogue says %5</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(unknown)</translation>
    </message>
    <message>
        <source>%1 %2 from %3 is not a %4 tree: it lacks %5</source>
        <translation>%1 %2 from %3 is not a %4 tree: it lacks %5</translation>
    </message>
    <message>
        <source>cannot move the clone to %1</source>
        <translation>cannot move the clone to %1</translation>
    </message>
    <message>
        <source>refusing to fetch %1 %2 from %3: only https, http and file URLs (or a directory) are fetched</source>
        <translation>refusing to fetch %1 %2 from %3: only https, http and file URLs (or a directory) are fetched</translation>
    </message>
    <message>
        <source>refusing %1 %2 from %3: %4</source>
        <translation>refusing %1 %2 from %3: %4</translation>
    </message>
</context>
<context>
    <name>rb::KernelOptions</name>
    <message>
        <source>not a JSON object: %1</source>
        <translation>not a JSON object: %1</translation>
    </message>
    <message>
        <source>no &quot;kernel&quot;</source>
        <translation>no &quot;kernel&quot;</translation>
    </message>
    <message>
        <source>an option without &quot;key&quot; or &quot;values&quot;</source>
        <translation>an option without &quot;key&quot; or &quot;values&quot;</translation>
    </message>
    <message>
        <source>the option %1 is declared twice</source>
        <translation>the option %1 is declared twice</translation>
    </message>
    <message>
        <source>the %1 profile&apos;s value of %2 is not one of its values</source>
        <translation>the %1 profile&apos;s value of %2 is not one of its values</translation>
    </message>
    <message>
        <source>%1 has no configuration option &quot;%2&quot; (options: %3)</source>
        <translation>%1 has no configuration option &quot;%2&quot; (options: %3)</translation>
    </message>
    <message>
        <source>%1 of %2 cannot be %3 (allowed: %4)</source>
        <translation>%1 of %2 cannot be %3 (allowed: %4)</translation>
    </message>
</context>
<context>
    <name>rb::KernelRegistry</name>
    <message>
        <source>cannot read the kernel registry %1: %2</source>
        <translation>cannot read the kernel registry %1: %2</translation>
    </message>
    <message>
        <source>the kernel registry %1 is not valid JSON: %2</source>
        <translation>the kernel registry %1 is not valid JSON: %2</translation>
    </message>
    <message>
        <source>cannot write the kernel registry %1: %2</source>
        <translation>cannot write the kernel registry %1: %2</translation>
    </message>
    <message>
        <source>unknown kernel &quot;%1&quot;: the known kernels are %2</source>
        <translation>unknown kernel &quot;%1&quot;: the known kernels are %2</translation>
    </message>
    <message>
        <source>kernel &quot;%1&quot; needs no source tree</source>
        <translation>kernel &quot;%1&quot; needs no source tree</translation>
    </message>
    <message>
        <source>--version &quot;%1&quot; is not a usable version name (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos;, &apos;-&apos;)</source>
        <translation>--version &quot;%1&quot; is not a usable version name (letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;+&apos;, &apos;-&apos;)</translation>
    </message>
    <message>
        <source>the tree says it is %1 %2 (%3), not %4</source>
        <translation>the tree says it is %1 %2 (%3), not %4</translation>
    </message>
    <message>
        <source>the tree states the version &quot;%1&quot; (%2), which cannot name a directory: give another with --version</source>
        <translation>the tree states the version &quot;%1&quot; (%2), which cannot name a directory: give another with --version</translation>
    </message>
    <message>
        <source>cannot tell which version of %1 this tree is: give it with --version</source>
        <translation>cannot tell which version of %1 this tree is: give it with --version</translation>
    </message>
    <message>
        <source>%1 %2 is already installed (%3, another tree): remove it first with &quot;kernel remove %1 %2&quot;</source>
        <translation>%1 %2 is already installed (%3, another tree): remove it first with &quot;kernel remove %1 %2&quot;</translation>
    </message>
    <message>
        <source>no directory or archive given for %1</source>
        <translation>no directory or archive given for %1</translation>
    </message>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 does not exist</translation>
    </message>
    <message>
        <source>%1 is not a %2 tree: it lacks %3</source>
        <translation>%1 is not a %2 tree: it lacks %3</translation>
    </message>
    <message>
        <source>%1 is neither a directory nor an archive (.tar.gz, .tgz, .tar.xz, .tar.bz2, .tar, .zip)</source>
        <translation>%1 is neither a directory nor an archive (.tar.gz, .tgz, .tar.xz, .tar.bz2, .tar, .zip)</translation>
    </message>
    <message>
        <source>cannot create a directory in %1</source>
        <translation>cannot create a directory in %1</translation>
    </message>
    <message>
        <source>%1 does not hold a %2 tree: it lacks %3</source>
        <translation>%1 does not hold a %2 tree: it lacks %3</translation>
    </message>
    <message>
        <source>%1 already exists: remove it first with &quot;kernel remove %2 %3&quot;</source>
        <translation>%1 already exists: remove it first with &quot;kernel remove %2 %3&quot;</translation>
    </message>
    <message>
        <source>cannot move the unpacked tree to %1</source>
        <translation>cannot move the unpacked tree to %1</translation>
    </message>
    <message>
        <source>no tree of %1 is installed</source>
        <translation>no tree of %1 is installed</translation>
    </message>
    <message>
        <source>%1 %2 is not installed (installed: %3)</source>
        <translation>%1 %2 is not installed (installed: %3)</translation>
    </message>
    <message>
        <source>several versions of %1 are installed (%2): name one</source>
        <translation>several versions of %1 are installed (%2): name one</translation>
    </message>
    <message>
        <source>refusing %1: %2%3</source>
        <translation>refusing %1: %2%3</translation>
    </message>
    <message numerus="yes">
        <source> (and %n more)</source>
        <translation>
            <numerusform> (and %n more)</numerusform>
            <numerusform> (and %n more)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: a symbolic link that leads outside the tree, accepted because the catalogue lists it for %2; rtosbench never follows it</source>
        <translation>%1: a symbolic link that leads outside the tree, accepted because the catalogue lists it for %2; rtosbench never follows it</translation>
    </message>
</context>
<context>
    <name>rb::KernelTree</name>
    <message>
        <source>%1 -&gt; %2: a symbolic link that leads outside the tree or loops</source>
        <translation>%1 -&gt; %2: a symbolic link that leads outside the tree or loops</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: a symbolic link that leads outside the tree (to %3)</source>
        <translation>%1 -&gt; %2: a symbolic link that leads outside the tree (to %3)</translation>
    </message>
</context>
<context>
    <name>rb::KernelsPage</name>
    <message>
        <source>The kernel trees rtosbench builds from: a directory is registered where it is; an archive is unpacked and a tested tag is fetched (shallow git clone, commit checked) into the kernel cache. A registered tree is used for a kernel when no directory is set for it under General › Kernel source directories (a directory set there overrides it). Changes here apply at once, not on OK.</source>
        <translation>The kernel trees rtosbench builds from: a directory is registered where it is; an archive is unpacked and a tested tag is fetched (shallow git clone, commit checked) into the kernel cache. A registered tree is used for a kernel when no directory is set for it under General › Kernel source directories (a directory set there overrides it). Changes here apply at once, not on OK.</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origin</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Path</translation>
    </message>
    <message>
        <source>Digest</source>
        <translation>Digest</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Version:</source>
        <translation>Version:</translation>
    </message>
    <message>
        <source>from the tree</source>
        <translation>from the tree</translation>
    </message>
    <message>
        <source>Register an added tree as this version (like --version of &quot;kernel add&quot;): needed when the tree does not state its version; it must start with what the tree states (V11.1.0-patched for a V11.1.0 tree).</source>
        <translation>Register an added tree as this version (like --version of &quot;kernel add&quot;): needed when the tree does not state its version; it must start with what the tree states (V11.1.0-patched for a V11.1.0 tree).</translation>
    </message>
    <message>
        <source>Add directory…</source>
        <translation>Add directory…</translation>
    </message>
    <message>
        <source>Register a kernel tree where it is (it is never copied or deleted)</source>
        <translation>Register a kernel tree where it is (it is never copied or deleted)</translation>
    </message>
    <message>
        <source>Add archive…</source>
        <translation>Add archive…</translation>
    </message>
    <message>
        <source>Unpack a .tar.gz or .zip of a kernel tree into the kernel cache</source>
        <translation>Unpack a .tar.gz or .zip of a kernel tree into the kernel cache</translation>
    </message>
    <message>
        <source>Fetch…</source>
        <translation>Fetch…</translation>
    </message>
    <message>
        <source>Clone a tested tag of the kernel&apos;s repository into the kernel cache</source>
        <translation>Clone a tested tag of the kernel&apos;s repository into the kernel cache</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Unregister the selected tree (a tree in the kernel cache is deleted)</source>
        <translation>Unregister the selected tree (a tree in the kernel cache is deleted)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Stop the unpacking or the clone (nothing is registered)</source>
        <translation>Stop the unpacking or the clone (nothing is registered)</translation>
    </message>
    <message>
        <source>Kernel cache: %1</source>
        <translation>Kernel cache: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>%1 · %2 · build: %3</source>
        <translation>%1 · %2 · build: %3</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>not installed</translation>
    </message>
    <message>
        <source>no tree needed</source>
        <translation>no tree needed</translation>
    </message>
    <message>
        <source>directory</source>
        <translation>directory</translation>
    </message>
    <message>
        <source>archive</source>
        <translation>archive</translation>
    </message>
    <message>
        <source>fetched</source>
        <translation>fetched</translation>
    </message>
    <message>
        <source>from %1</source>
        <translation>from %1</translation>
    </message>
    <message>
        <source>%1 (missing)</source>
        <translation>%1 (missing)</translation>
    </message>
    <message>
        <source>in the kernel cache</source>
        <translation>in the kernel cache</translation>
    </message>
    <message>
        <source>registered in place</source>
        <translation>registered in place</translation>
    </message>
    <message numerus="yes">
        <source>SHA-256 %1 over %n file(s)</source>
        <translation>
            <numerusform>SHA-256 %1 over %n file</numerusform>
            <numerusform>SHA-256 %1 over %n files</numerusform>
        </translation>
    </message>
    <message>
        <source>git commit %1</source>
        <translation>git commit %1</translation>
    </message>
    <message>
        <source>Add a %1 tree (directory)</source>
        <translation>Add a %1 tree (directory)</translation>
    </message>
    <message>
        <source>Add a %1 tree (archive)</source>
        <translation>Add a %1 tree (archive)</translation>
    </message>
    <message>
        <source>Kernel archives (*.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar *.zip);;All files (*)</source>
        <translation>Kernel archives (*.tar.gz *.tgz *.tar.xz *.tar.bz2 *.tar *.zip);;All files (*)</translation>
    </message>
    <message>
        <source>The catalogue pins no commit for any tested tag of %1, so it cannot be fetched: add a directory or an archive instead.</source>
        <translation>The catalogue pins no commit for any tested tag of %1, so it cannot be fetched: add a directory or an archive instead.</translation>
    </message>
    <message>
        <source>Fetch %1</source>
        <translation>Fetch %1</translation>
    </message>
    <message>
        <source>Tested tag of %1 to fetch from %2 (a shallow git clone; its commit must be the catalogue&apos;s):</source>
        <translation>Tested tag of %1 to fetch from %2 (a shallow git clone; its commit must be the catalogue&apos;s):</translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation>Fetch</translation>
    </message>
    <message>
        <source>Adding %1 from %2 (computing its digest)…</source>
        <translation>Adding %1 from %2 (computing its digest)…</translation>
    </message>
    <message>
        <source>Unpacking %1 into the kernel cache…</source>
        <translation>Unpacking %1 into the kernel cache…</translation>
    </message>
    <message>
        <source>Fetching %1 %2…</source>
        <translation>Fetching %1 %2…</translation>
    </message>
    <message>
        <source>Remove %1 %2</source>
        <translation>Remove %1 %2</translation>
    </message>
    <message>
        <source>Remove %1 %2 from the kernel registry? The directory %3 is kept.</source>
        <translation>Remove %1 %2 from the kernel registry? The directory %3 is kept.</translation>
    </message>
    <message>
        <source>Remove %1 %2 and delete its tree %3 from the kernel cache?</source>
        <translation>Remove %1 %2 and delete its tree %3 from the kernel cache?</translation>
    </message>
    <message>
        <source>Removing %1 %2…</source>
        <translation>Removing %1 %2…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>Cancelled; nothing was registered (%1).</source>
        <translation>Cancelled; nothing was registered (%1).</translation>
    </message>
    <message>
        <source>%1 %2 is already installed: %3</source>
        <translation>%1 %2 is already installed: %3</translation>
    </message>
    <message>
        <source>Removed %1 %2 from the registry (the directory %3 is kept).</source>
        <translation>Removed %1 %2 from the registry (the directory %3 is kept).</translation>
    </message>
    <message>
        <source>Removed %1 %2 and deleted %3.</source>
        <translation>Removed %1 %2 and deleted %3.</translation>
    </message>
    <message>
        <source>Fetched %1 %2 (commit %3): %4</source>
        <translation>Fetched %1 %2 (commit %3): %4</translation>
    </message>
    <message>
        <source>Added %1 %2: %3</source>
        <translation>Added %1 %2: %3</translation>
    </message>
    <message>
        <source>%1 also needs %2: add them too.</source>
        <translation>%1 also needs %2: add them too.</translation>
    </message>
</context>
<context>
    <name>rb::Lab</name>
    <message>
        <source>&quot;%1&quot; must be an object {&quot;zh_CN&quot;: ..., &quot;en&quot;: ...}</source>
        <translation>&quot;%1&quot; must be an object {&quot;zh_CN&quot;: ..., &quot;en&quot;: ...}</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs non-empty zh_CN and en texts</source>
        <translation>&quot;%1&quot; needs non-empty zh_CN and en texts</translation>
    </message>
    <message>
        <source>the lab has no &quot;id&quot;</source>
        <translation>the lab has no &quot;id&quot;</translation>
    </message>
    <message>
        <source>the lab has no &quot;questions&quot;</source>
        <translation>the lab has no &quot;questions&quot;</translation>
    </message>
    <message>
        <source>a question needs non-empty zh_CN and en texts</source>
        <translation>a question needs non-empty zh_CN and en texts</translation>
    </message>
    <message>
        <source>the lab names no &quot;metrics&quot; to show</source>
        <translation>the lab names no &quot;metrics&quot; to show</translation>
    </message>
    <message>
        <source>the lab has no &quot;experiment&quot; object</source>
        <translation>the lab has no &quot;experiment&quot; object</translation>
    </message>
    <message>
        <source>experiment: %1</source>
        <translation>experiment: %1</translation>
    </message>
    <message>
        <source>&quot;requires_kernel_dir&quot; names &quot;%1&quot;, which the experiment does not run</source>
        <translation>&quot;requires_kernel_dir&quot; names &quot;%1&quot;, which the experiment does not run</translation>
    </message>
</context>
<context>
    <name>rb::LabPanel</name>
    <message>
        <source>%1 · trap %2</source>
        <translation>%1 · trap %2</translation>
    </message>
    <message>
        <source>Run lab ▶</source>
        <translation>Run lab ▶</translation>
    </message>
    <message>
        <source>Run this lab&apos;s experiment and store its runs (Ctrl+R)</source>
        <translation>Run this lab&apos;s experiment and store its runs (Ctrl+R)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Open in Compare</source>
        <translation>Open in Compare</translation>
    </message>
    <message>
        <source>Select this lab&apos;s runs in the Compare view</source>
        <translation>Select this lab&apos;s runs in the Compare view</translation>
    </message>
    <message>
        <source>No lab</source>
        <translation>No lab</translation>
    </message>
    <message numerus="yes">
        <source>Trap %1 · board: %2 · kernel: %3 · %n configuration(s) · metrics: %4</source>
        <translation>
            <numerusform>Trap %1 · board: %2 · kernel: %3 · %n configuration · metrics: %4</numerusform>
            <numerusform>Trap %1 · board: %2 · kernel: %3 · %n configurations · metrics: %4</numerusform>
        </translation>
    </message>
    <message>
        <source>What to observe</source>
        <translation>What to observe</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Run the lab to see its result here: for each metric, the configurations run with n, min, median and max.</source>
        <translation>Run the lab to see its result here: for each metric, the configurations run with n, min, median and max.</translation>
    </message>
    <message>
        <source>No lab is selected.</source>
        <translation>No lab is selected.</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>A run is already in progress.</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>starting…</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>Running %1…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Running…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>Finished: %1 stored, %2 failed%3</source>
        <translation>Finished: %1 stored, %2 failed%3</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, cancelled</translation>
    </message>
    <message>
        <source>(the Live tab&apos;s log says why)</source>
        <translation>(the Live tab&apos;s log says why)</translation>
    </message>
    <message>
        <source>No run was stored.</source>
        <translation>No run was stored.</translation>
    </message>
    <message>
        <source>run %1</source>
        <translation>run %1</translation>
    </message>
    <message>
        <source>%1 — trap %2</source>
        <translation>%1 — trap %2</translation>
    </message>
    <message>
        <source>This lab needs the source tree of %1. Add one in File › Settings… › Kernels, or set its directory in Kernel source directories (setting kernel_dirs/%2), then run the lab.</source>
        <translation>This lab needs the source tree of %1. Add one in File › Settings… › Kernels, or set its directory in Kernel source directories (setting kernel_dirs/%2), then run the lab.</translation>
    </message>
    <message>
        <source>configuration %1/%2: %3</source>
        <translation>configuration %1/%2: %3</translation>
    </message>
    <message>
        <source>configuration %1/%1</source>
        <translation>configuration %1/%1</translation>
    </message>
    <message>
        <source>Print lab sheet</source>
        <translation>Print lab sheet</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF files (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot write the sheet: %1</source>
        <translation>Cannot write the sheet: %1</translation>
    </message>
    <message>
        <source>Sheet written to %1</source>
        <translation>Sheet written to %1</translation>
    </message>
    <message>
        <source>Print sheet…</source>
        <translation>Print sheet…</translation>
    </message>
    <message>
        <source>Write this lab&apos;s sheet for students as a PDF (filled with the runs of its last run here)</source>
        <translation>Write this lab&apos;s sheet for students as a PDF (filled with the runs of its last run here)</translation>
    </message>
    <message>
        <source>student</source>
        <translation>student</translation>
    </message>
    <message>
        <source>class</source>
        <translation>class</translation>
    </message>
</context>
<context>
    <name>rb::LabPanelResults</name>
    <message>
        <source>not stored</source>
        <translation>not stored</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Result&lt;/b&gt;&lt;br&gt;%n run(s) stored. Values are corrected samples (raw − overhead).</source>
        <translation>
            <numerusform>&lt;b&gt;Result&lt;/b&gt;&lt;br&gt;%n run stored. Values are corrected samples (raw − overhead).</numerusform>
            <numerusform>&lt;b&gt;Result&lt;/b&gt;&lt;br&gt;%n runs stored. Values are corrected samples (raw − overhead).</numerusform>
        </translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Cold</source>
        <translation>Cold</translation>
    </message>
    <message>
        <source>The measurement chain&apos;s overhead, subtracted from every sample</source>
        <translation>The measurement chain&apos;s overhead, subtracted from every sample</translation>
    </message>
    <message>
        <source>The first (cold) sample, recorded apart, minus the overhead</source>
        <translation>The first (cold) sample, recorded apart, minus the overhead</translation>
    </message>
    <message>
        <source>%1
Run %2 · %3 · case %4</source>
        <translation>%1
Run %2 · %3 · case %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;This lab&apos;s trap: #%1 %2&lt;/b&gt;</source>
        <translation>&lt;b&gt;This lab&apos;s trap: #%1 %2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Run %1 (%2): quiet</source>
        <translation>Run %1 (%2): quiet</translation>
    </message>
    <message>
        <source>Run %1 (%2): &lt;b&gt;fired&lt;/b&gt;</source>
        <translation>Run %1 (%2): &lt;b&gt;fired&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other traps and notes&lt;/b&gt;</source>
        <translation>&lt;b&gt;Other traps and notes&lt;/b&gt;</translation>
    </message>
    <message>
        <source>#%1 %2 (runs %3): %4</source>
        <translation>#%1 %2 (runs %3): %4</translation>
    </message>
</context>
<context>
    <name>rb::LabSheet</name>
    <message>
        <source>Lab sheet</source>
        <translation>Lab sheet</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Date:</source>
        <translation>Date:</translation>
    </message>
    <message>
        <source>This lab shows none of the twelve traps by number: it shows what a measured figure holds. rtosbench still checks every run for all twelve and lists what it finds.</source>
        <translation>This lab shows none of the twelve traps by number: it shows what a measured figure holds. rtosbench still checks every run for all twelve and lists what it finds.</translation>
    </message>
    <message>
        <source>One configuration of this lab falls into the trap on purpose and the other avoids it. After the run rtosbench judges every run with its trap detectors: &quot;fired&quot; when the trap shows in that run, &quot;quiet&quot; when it does not. Find out which configuration fires it and why.</source>
        <translation>One configuration of this lab falls into the trap on purpose and the other avoids it. After the run rtosbench judges every run with its trap detectors: &quot;fired&quot; when the trap shows in that run, &quot;quiet&quot; when it does not. Find out which configuration fires it and why.</translation>
    </message>
    <message>
        <source>Add the source tree of %1 (a directory or an archive your teacher gives you; or %2):</source>
        <translation>Add the source tree of %1 (a directory or an archive your teacher gives you; or %2):</translation>
    </message>
    <message>
        <source>Run the lab. It builds the firmware, runs every configuration and prints a table of the metrics and the trap&apos;s verdict per run:</source>
        <translation>Run the lab. It builds the firmware, runs every configuration and prints a table of the metrics and the trap&apos;s verdict per run:</translation>
    </message>
    <message>
        <source>Or in the workbench: View › Labs (Ctrl+L), pick &quot;%1&quot;, press Run lab ▶ (Ctrl+R); then Open in Compare shows the runs side by side.</source>
        <translation>Or in the workbench: View › Labs (Ctrl+L), pick &quot;%1&quot;, press Run lab ▶ (Ctrl+R); then Open in Compare shows the runs side by side.</translation>
    </message>
    <message>
        <source>Write the medians and the verdicts into the table below and answer the questions.</source>
        <translation>Write the medians and the verdicts into the table below and answer the questions.</translation>
    </message>
    <message>
        <source>Or fill this sheet with your own numbers (the run ids are printed by lab run; %1 lists them):</source>
        <translation>Or fill this sheet with your own numbers (the run ids are printed by lab run; %1 lists them):</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <source>median</source>
        <translation>median</translation>
    </message>
    <message>
        <source>median (%1)</source>
        <translation>median (%1)</translation>
    </message>
    <message>
        <source>Trap #%1</source>
        <translation>Trap #%1</translation>
    </message>
    <message>
        <source>fired / quiet</source>
        <translation>fired / quiet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>missing</translation>
    </message>
    <message>
        <source>quiet</source>
        <translation>quiet</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>fired</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>Compiler</translation>
    </message>
    <message>
        <source>Optimisation</source>
        <translation>Optimisation</translation>
    </message>
    <message>
        <source>Timer</source>
        <translation>Timer</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Goal</translation>
    </message>
    <message>
        <source>The trap</source>
        <translation>The trap</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Steps</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Your results</translation>
    </message>
    <message>
        <source>Medians of the corrected samples (raw − overhead) of your runs, and the lab trap&apos;s verdict on each.</source>
        <translation>Medians of the corrected samples (raw − overhead) of your runs, and the lab trap&apos;s verdict on each.</translation>
    </message>
    <message>
        <source>Conditions of your runs</source>
        <translation>Conditions of your runs</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>the lab sheet needs a QGuiApplication</source>
        <translation>the lab sheet needs a QGuiApplication</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 of %2</translation>
    </message>
</context>
<context>
    <name>rb::LavaJob</name>
    <message>
        <source>LAVA runs no &quot;%1&quot; board (qemu or gd32f103)</source>
        <translation>LAVA runs no &quot;%1&quot; board (qemu or gd32f103)</translation>
    </message>
    <message>
        <source>the plan id, build id or firmware SHA-256 is not hexadecimal</source>
        <translation>the plan id, build id or firmware SHA-256 is not hexadecimal</translation>
    </message>
    <message>
        <source>a label, name or path holds a control character</source>
        <translation>a label, name or path holds a control character</translation>
    </message>
    <message>
        <source>the timeout must be at least one second</source>
        <translation>the timeout must be at least one second</translation>
    </message>
    <message>
        <source>the OpenOCD script&apos;s URL is missing or malformed</source>
        <translation>the OpenOCD script&apos;s URL is missing or malformed</translation>
    </message>
    <message>
        <source>its metadata is not rtosbench&apos;s (rtosbench.plan_id, plan_index, board, build_id, firmware_sha256)</source>
        <translation>its metadata is not rtosbench&apos;s (rtosbench.plan_id, plan_index, board, build_id, firmware_sha256)</translation>
    </message>
</context>
<context>
    <name>rb::LavaLog</name>
    <message>
        <source>not a LAVA job log: no line of it is a LAVA log record</source>
        <translation>not a LAVA job log: no line of it is a LAVA log record</translation>
    </message>
</context>
<context>
    <name>rb::LavaServer</name>
    <message>
        <source>the LAVA server must be an http(s)://host[:port][/path] URL without user, query or fragment</source>
        <translation>the LAVA server must be an http(s)://host[:port][/path] URL without user, query or fragment</translation>
    </message>
    <message>
        <source>the token file must hold one token (letters, digits, ._~+/=-) and nothing else</source>
        <translation>the token file must hold one token (letters, digits, ._~+/=-) and nothing else</translation>
    </message>
    <message>
        <source>%1 answered with a redirect (HTTP %2): not followed, the token goes to the server given only</source>
        <translation>%1 answered with a redirect (HTTP %2): not followed, the token goes to the server given only</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2</source>
        <translation>%1 answered HTTP %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>no answer in time</translation>
    </message>
    <message>
        <source>job %1: the server&apos;s answer is not a LAVA job</source>
        <translation>job %1: the server&apos;s answer is not a LAVA job</translation>
    </message>
    <message>
        <source>a plan id is 16 hexadecimal digits</source>
        <translation>a plan id is 16 hexadecimal digits</translation>
    </message>
    <message>
        <source>the server&apos;s job list is not a LAVA job list</source>
        <translation>the server&apos;s job list is not a LAVA job list</translation>
    </message>
    <message>
        <source>the server&apos;s job list names a job without an id</source>
        <translation>the server&apos;s job list names a job without an id</translation>
    </message>
    <message>
        <source>the server lists %1 jobs for the plan, more than %2</source>
        <translation>the server lists %1 jobs for the plan, more than %2</translation>
    </message>
</context>
<context>
    <name>rb::LineCut</name>
    <message numerus="yes">
        <source> ... [+%n character(s)]</source>
        <translation>
            <numerusform> ... [+%n character]</numerusform>
            <numerusform> ... [+%n characters]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::LiveRunView</name>
    <message>
        <source>The run&apos;s log appears here.</source>
        <translation>The run&apos;s log appears here.</translation>
    </message>
    <message>
        <source>sample index</source>
        <translation>sample index</translation>
    </message>
    <message>
        <source>No experiment loaded. Use Experiment → New experiment… (Ctrl+N).</source>
        <translation>No experiment loaded. Use Experiment → New experiment… (Ctrl+N).</translation>
    </message>
    <message>
        <source>%1 ∈ {%2}</source>
        <translation>%1 ∈ {%2}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Board: &lt;b&gt;%3&lt;/b&gt; · kernels: &lt;b&gt;%4&lt;/b&gt; · varied: &lt;b&gt;%5&lt;/b&gt; · repetitions: %6 · &lt;b&gt;%n configuration(s)&lt;/b&gt;</source>
        <translation>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Board: &lt;b&gt;%3&lt;/b&gt; · kernels: &lt;b&gt;%4&lt;/b&gt; · varied: &lt;b&gt;%5&lt;/b&gt; · repetitions: %6 · &lt;b&gt;%n configuration&lt;/b&gt;</numerusform>
            <numerusform>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;Board: &lt;b&gt;%3&lt;/b&gt; · kernels: &lt;b&gt;%4&lt;/b&gt; · varied: &lt;b&gt;%5&lt;/b&gt; · repetitions: %6 · &lt;b&gt;%n configurations&lt;/b&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>A run is already in progress.</translation>
    </message>
    <message>
        <source>No experiment loaded.</source>
        <translation>No experiment loaded.</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>configuration 0/%1</source>
        <translation>configuration 0/%1</translation>
    </message>
    <message>
        <source>configuration %1 failed: %2</source>
        <translation>configuration %1 failed: %2</translation>
    </message>
    <message numerus="yes">
        <source>running %1: %n configuration(s)</source>
        <translation>
            <numerusform>running %1: %n configuration</numerusform>
            <numerusform>running %1: %n configurations</numerusform>
        </translation>
    </message>
    <message>
        <source>stopping…</source>
        <translation>stopping…</translation>
    </message>
    <message>
        <source>configuration %1/%2: %3</source>
        <translation>configuration %1/%2: %3</translation>
    </message>
    <message>
        <source>%1: %2/%3 samples</source>
        <translation>%1: %2/%3 samples</translation>
    </message>
    <message>
        <source>configuration %1 stored as run %2 (%3)</source>
        <translation>configuration %1 stored as run %2 (%3)</translation>
    </message>
    <message>
        <source>configuration %1 stored as run %2 (%3: %4)</source>
        <translation>configuration %1 stored as run %2 (%3: %4)</translation>
    </message>
    <message>
        <source>configuration %1/%1</source>
        <translation>configuration %1/%1</translation>
    </message>
    <message>
        <source>Run finished: %1 stored, %2 failed%3</source>
        <translation>Run finished: %1 stored, %2 failed%3</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, cancelled</translation>
    </message>
    <message>
        <source>Run commands of this experiment file?</source>
        <translation>Run commands of this experiment file?</translation>
    </message>
    <message>
        <source>%1 makes rtosbench run commands of its own. Run them only if you trust the file: review what it runs below.</source>
        <translation>%1 makes rtosbench run commands of its own. Run them only if you trust the file: review what it runs below.</translation>
    </message>
    <message>
        <source>File: %1
SHA-256: %2</source>
        <translation>File: %1
SHA-256: %2</translation>
    </message>
    <message>
        <source>Trust and run</source>
        <translation>Trust and run</translation>
    </message>
    <message>
        <source>The experiment file&apos;s commands were not trusted: nothing was run.</source>
        <translation>The experiment file&apos;s commands were not trusted: nothing was run.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>done</source>
        <translation>done</translation>
    </message>
    <message>
        <source>Nothing was run: %1</source>
        <translation>Nothing was run: %1</translation>
    </message>
    <message>
        <source>raw sample</source>
        <translation>raw sample</translation>
    </message>
    <message>
        <source>Runs on &lt;b&gt;%1&lt;/b&gt;, the toolbar&apos;s board, not on %2 as the experiment says.</source>
        <translation>Runs on &lt;b&gt;%1&lt;/b&gt;, the toolbar&apos;s board, not on %2 as the experiment says.</translation>
    </message>
    <message>
        <source>Cannot run yet:</source>
        <translation>Cannot run yet:</translation>
    </message>
    <message>
        <source>%1 (%2, raw)</source>
        <translation>%1 (%2, raw)</translation>
    </message>
</context>
<context>
    <name>rb::MainWindow</name>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>Rank shift</source>
        <translation>Rank shift</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Runs</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Reference</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>Live</translation>
    </message>
    <message>
        <source>Labs</source>
        <translation>Labs</translation>
    </message>
    <message>
        <source>Board the next run uses</source>
        <translation>Board the next run uses</translation>
    </message>
    <message>
        <source>Units of every plot and table</source>
        <translation>Units of every plot and table</translation>
    </message>
    <message>
        <source> Board: </source>
        <translation> Board: </translation>
    </message>
    <message>
        <source> Units: </source>
        <translation> Units: </translation>
    </message>
    <message>
        <source>&amp;Export report…</source>
        <translation>&amp;Export report…</translation>
    </message>
    <message>
        <source>Write a PDF report of the compared runs (all runs if none)</source>
        <translation>Write a PDF report of the compared runs (all runs if none)</translation>
    </message>
    <message>
        <source>&amp;Labs</source>
        <translation>&amp;Labs</translation>
    </message>
    <message>
        <source>Show the guided labs (run one with Ctrl+R)</source>
        <translation>Show the guided labs (run one with Ctrl+R)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>Writing the report…</source>
        <translation>Writing the report…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The report was cancelled.</source>
        <translation>The report was cancelled.</translation>
    </message>
    <message>
        <source>Open database</source>
        <translation>Open database</translation>
    </message>
    <message>
        <source>Opened %1: %2 runs, %3 published numbers</source>
        <translation>Opened %1: %2 runs, %3 published numbers</translation>
    </message>
    <message>
        <source>rtosbench databases (*.db);;All files (*)</source>
        <translation>rtosbench databases (*.db);;All files (*)</translation>
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
        <translation>no database</translation>
    </message>
    <message>
        <source>%1 runs · %2</source>
        <translation>%1 runs · %2</translation>
    </message>
    <message>
        <source>µs unavailable: %1</source>
        <translation>µs unavailable: %1</translation>
    </message>
    <message>
        <source>About rtosbench</source>
        <translation>About rtosbench</translation>
    </message>
    <message>
        <source>&lt;h3&gt;rtosbench %1&lt;/h3&gt;&lt;p&gt;A workbench for measuring and comparing real-time operating systems on microcontrollers.&lt;/p&gt;&lt;p&gt;Every number carries its conditions: compiler and flags, clock, kernel configuration and timing method.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Plots: QCustomPlot.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;rtosbench %1&lt;/h3&gt;&lt;p&gt;A workbench for measuring and comparing real-time operating systems on microcontrollers.&lt;/p&gt;&lt;p&gt;Every number carries its conditions: compiler and flags, clock, kernel configuration and timing method.&lt;/p&gt;&lt;p&gt;Licence: GPL-3.0-or-later. Plots: QCustomPlot.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>An experiment is running. Stop it and quit?</source>
        <translation>An experiment is running. Stop it and quit?</translation>
    </message>
    <message>
        <source>&amp;Reload runs</source>
        <translation>&amp;Reload runs</translation>
    </message>
    <message>
        <source>Read the run list again (runs another program stored appear by themselves within a few seconds)</source>
        <translation>Read the run list again (runs another program stored appear by themselves within a few seconds)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>The language changes the next time rtosbench starts.</source>
        <translation>The language changes the next time rtosbench starts.</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Overview</translation>
    </message>
    <message>
        <source>Kernels × metrics: median and rank in each configuration</source>
        <translation>Kernels × metrics: median and rank in each configuration</translation>
    </message>
    <message>
        <source>Each run in the unit it was measured in (emulated ticks on the virtual board, ns on the host), not converted</source>
        <translation>Each run in the unit it was measured in (emulated ticks on the virtual board, ns on the host), not converted</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Board</translation>
    </message>
    <message>
        <source>&amp;Check set-up…</source>
        <translation>&amp;Check set-up…</translation>
    </message>
    <message>
        <source>Prove the probe, the chip, the serial port and the clock of a GD32F103 before the first real run</source>
        <translation>Prove the probe, the chip, the serial port and the clock of a GD32F103 before the first real run</translation>
    </message>
    <message>
        <source>→ shown in %1</source>
        <translation>→ shown in %1</translation>
    </message>
    <message>
        <source>The runs compared cannot be shown in the chosen unit; they are plotted in %1.</source>
        <translation>The runs compared cannot be shown in the chosen unit; they are plotted in %1.</translation>
    </message>
    <message>
        <source>Open &amp;shared database…</source>
        <translation>Open &amp;shared database…</translation>
    </message>
    <message>
        <source>Import &amp;analyser capture…</source>
        <translation>Import &amp;analyser capture…</translation>
    </message>
    <message>
        <source>Store a logic analyser&apos;s capture of a marker pin (sigrok .sr) as a run with timing method gpio-analyser</source>
        <translation>Store a logic analyser&apos;s capture of a marker pin (sigrok .sr) as a run with timing method gpio-analyser</translation>
    </message>
    <message>
        <source>&amp;Attribute kernel options…</source>
        <translation>&amp;Attribute kernel options…</translation>
    </message>
    <message>
        <source>Export report (a PDF, and every sample in &lt;name&gt;.samples.csv beside it)</source>
        <translation>Export report (a PDF, and every sample in &lt;name&gt;.samples.csv beside it)</translation>
    </message>
    <message>
        <source>Report written to %1; every sample in %2 (%3).</source>
        <translation>Report written to %1; every sample in %2 (%3).</translation>
    </message>
    <message>
        <source>µs unavailable for these runs (%1): shown in cycles.</source>
        <translation>µs unavailable for these runs (%1): shown in cycles.</translation>
    </message>
    <message>
        <source>Kernel &amp;history…</source>
        <translation>Kernel &amp;history…</translation>
    </message>
    <message>
        <source>Export report: %1</source>
        <translation>Export report: %1</translation>
    </message>
    <message>
        <source>Cannot load %1: %2</source>
        <translation>Cannot load %1: %2</translation>
    </message>
    <message>
        <source>New experiment: %1</source>
        <translation>New experiment: %1</translation>
    </message>
    <message>
        <source>Run: %1</source>
        <translation>Run: %1</translation>
    </message>
    <message>
        <source>Cannot open the database %1: %2</source>
        <translation>Cannot open the database %1: %2</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Class</translation>
    </message>
    <message>
        <source>One row per student of a class for a lab (issue 39)</source>
        <translation>One row per student of a class for a lab (issue 39)</translation>
    </message>
</context>
<context>
    <name>rb::ModelBesidePublished</name>
    <message>
        <source>%1 cycles</source>
        <translation>%1 cycles</translation>
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
        <translation>run here, estimated by the cycle model</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>measured</translation>
    </message>
</context>
<context>
    <name>rb::OpenOcd</name>
    <message>
        <source>OpenOCD cannot find the configuration file %1: check the probe and target settings</source>
        <translation>OpenOCD cannot find the configuration file %1: check the probe and target settings</translation>
    </message>
    <message>
        <source>no CMSIS-DAP probe found: is it plugged in and are the udev rules installed?</source>
        <translation>no CMSIS-DAP probe found: is it plugged in and are the udev rules installed?</translation>
    </message>
    <message>
        <source>no J-Link probe found: is it plugged in and are the udev rules installed?</source>
        <translation>no J-Link probe found: is it plugged in and are the udev rules installed?</translation>
    </message>
    <message>
        <source>no ST-LINK probe found: is it plugged in and are the udev rules installed?</source>
        <translation>no ST-LINK probe found: is it plugged in and are the udev rules installed?</translation>
    </message>
    <message>
        <source>the debug probe could not be opened: is it plugged in and are the udev rules installed?</source>
        <translation>the debug probe could not be opened: is it plugged in and are the udev rules installed?</translation>
    </message>
    <message>
        <source>the probe answered but the target did not: check the wiring (SWDIO, SWCLK, GND), the power, and that the board is a GD32F103/STM32F1</source>
        <translation>the probe answered but the target did not: check the wiring (SWDIO, SWCLK, GND), the power, and that the board is a GD32F103/STM32F1</translation>
    </message>
    <message>
        <source>the flash verify failed: the image in flash differs from the ELF (flash protected or worn?)</source>
        <translation>the flash verify failed: the image in flash differs from the ELF (flash protected or worn?)</translation>
    </message>
    <message>
        <source>programmed and verified</source>
        <translation>programmed and verified</translation>
    </message>
    <message>
        <source>programmed</source>
        <translation>programmed</translation>
    </message>
    <message>
        <source>OpenOCD failed with exit code %1</source>
        <translation>OpenOCD failed with exit code %1</translation>
    </message>
    <message>
        <source>OpenOCD failed: %1</source>
        <translation>OpenOCD failed: %1</translation>
    </message>
    <message>
        <source>OpenOCD (%1) was not found: install it (apt install openocd) or set its path in Settings</source>
        <translation>OpenOCD (%1) was not found: install it (apt install openocd) or set its path in Settings</translation>
    </message>
    <message>
        <source>the firmware %1 does not exist</source>
        <translation>the firmware %1 does not exist</translation>
    </message>
    <message>
        <source>OpenOCD could not be started: %1</source>
        <translation>OpenOCD could not be started: %1</translation>
    </message>
    <message>
        <source>flashing cancelled</source>
        <translation>flashing cancelled</translation>
    </message>
    <message>
        <source>OpenOCD did not finish within %1 s</source>
        <translation>OpenOCD did not finish within %1 s</translation>
    </message>
</context>
<context>
    <name>rb::OverviewData</name>
    <message>
        <source>Besides the kernel the runs differ in more than one condition (%1): shown as one configuration.</source>
        <translation>Besides the kernel the runs differ in more than one condition (%1): shown as one configuration.</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>all runs</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>no samples</translation>
    </message>
    <message>
        <source>Not shown: runs %1 (another checked run has the same kernel and configuration; check one run each).</source>
        <translation>Not shown: runs %1 (another checked run has the same kernel and configuration; check one run each).</translation>
    </message>
    <message>
        <source>Runs %1 shown in %2, not converted: %3</source>
        <translation>Runs %1 shown in %2, not converted: %3</translation>
    </message>
    <message>
        <source>not ranked: in %1, the others in %2</source>
        <translation>not ranked: in %1, the others in %2</translation>
    </message>
    <message>
        <source>Not ranked (in %1, the others of their configuration in %2): runs %3.</source>
        <translation>Not ranked (in %1, the others of their configuration in %2): runs %3.</translation>
    </message>
    <message>
        <source>footprint unknown</source>
        <translation>footprint unknown</translation>
    </message>
</context>
<context>
    <name>rb::OverviewView</name>
    <message>
        <source>The configuration shown; switching frames the ranks that change</source>
        <translation>The configuration shown; switching frames the ranks that change</translation>
    </message>
    <message>
        <source>Click a cell (or press Enter) to see the run&apos;s distribution</source>
        <translation>Click a cell (or press Enter) to see the run&apos;s distribution</translation>
    </message>
    <message>
        <source>Configuration:</source>
        <translation>Configuration:</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>All side by side</source>
        <translation>All side by side</translation>
    </message>
    <message>
        <source>no run</source>
        <translation>no run</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>peak %1</source>
        <translation>peak %1</translation>
    </message>
    <message>
        <source>#%1</source>
        <translation>#%1</translation>
    </message>
    <message>
        <source>rank %1 of %2</source>
        <translation>rank %1 of %2</translation>
    </message>
    <message>
        <source> ↑ was %1</source>
        <translation> ↑ was %1</translation>
    </message>
    <message>
        <source> ↓ was %1</source>
        <translation> ↓ was %1</translation>
    </message>
    <message>
        <source>%1
(%2)</source>
        <translation>%1
(%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>Run %1 · %2 · %3
Click or press Enter for its distribution</source>
        <translation>Run %1 · %2 · %3
Click or press Enter for its distribution</translation>
    </message>
    <message>
        <source>No runs: check runs in the side panel (or none for all).</source>
        <translation>No runs: check runs in the side panel (or none for all).</translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s); no condition varies besides the kernel.</source>
        <translation>
            <numerusform>%n kernel; no condition varies besides the kernel.</numerusform>
            <numerusform>%n kernels; no condition varies besides the kernel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kernel(s) × %1 configurations of %2. Rank 1 = best median in its configuration; colour: green best, red worst.</source>
        <translation>
            <numerusform>%n kernel × %1 configurations of %2. Rank 1 = best median in its configuration; colour: green best, red worst.</numerusform>
            <numerusform>%n kernels × %1 configurations of %2. Rank 1 = best median in its configuration; colour: green best, red worst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Framed: %n rank(s) changed since %1.</source>
        <translation>
            <numerusform>Framed: %n rank changed since %1.</numerusform>
            <numerusform>Framed: %n ranks changed since %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more (see the tooltip).</source>
        <translation>
            <numerusform>… and %n more (see the tooltip).</numerusform>
            <numerusform>… and %n more (see the tooltip).</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Copied the overview as Markdown.</source>
        <translation>Copied the overview as Markdown.</translation>
    </message>
    <message>
        <source>Kernel-only: %1 %2 (the median minus the adapter&apos;s stated emulation cost, mech.*.cost = %3)</source>
        <translation>Kernel-only: %1 %2 (the median minus the adapter&apos;s stated emulation cost, mech.*.cost = %3)</translation>
    </message>
    <message>
        <source>Run %1 · %2 · %3
One exact value per run, not a distribution: the image&apos;s %4 in bytes, as its firmware states them (FOOT). Rank 1 = the smallest.</source>
        <translation>Run %1 · %2 · %3
One exact value per run, not a distribution: the image&apos;s %4 in bytes, as its firmware states them (FOOT). Rank 1 = the smallest.</translation>
    </message>
    <message>
        <source>%1 of run %2 is one exact value (bytes of its image), not a distribution: the run&apos;s details list its sections.</source>
        <translation>%1 of run %2 is one exact value (bytes of its image), not a distribution: the run&apos;s details list its sections.</translation>
    </message>
</context>
<context>
    <name>rb::PlanStore</name>
    <message>
        <source>cannot store the plan</source>
        <translation>cannot store the plan</translation>
    </message>
    <message>
        <source>the plan %1 was not stored</source>
        <translation>the plan %1 was not stored</translation>
    </message>
    <message>
        <source>the stored plan %1 has %2 configurations, this one %3</source>
        <translation>the stored plan %1 has %2 configurations, this one %3</translation>
    </message>
    <message>
        <source>cannot read the plan</source>
        <translation>cannot read the plan</translation>
    </message>
    <message>
        <source>cannot read the runs of the plan</source>
        <translation>cannot read the runs of the plan</translation>
    </message>
</context>
<context>
    <name>rb::QemuBoard</name>
    <message>
        <source>QEMU (%1) was not found: install qemu-system-arm or set its path in Settings</source>
        <translation>QEMU (%1) was not found: install qemu-system-arm or set its path in Settings</translation>
    </message>
    <message>
        <source>cannot create a temporary directory for the QEMU socket</source>
        <translation>cannot create a temporary directory for the QEMU socket</translation>
    </message>
    <message>
        <source>the QEMU command has no &quot;-serial stdio&quot; to attach the UART to</source>
        <translation>the QEMU command has no &quot;-serial stdio&quot; to attach the UART to</translation>
    </message>
    <message>
        <source>starting QEMU: %1 %2</source>
        <translation>starting QEMU: %1 %2</translation>
    </message>
    <message>
        <source>QEMU could not be started: %1</source>
        <translation>QEMU could not be started: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>QEMU did not open its UART socket: %1</source>
        <translation>QEMU did not open its UART socket: %1</translation>
    </message>
    <message>
        <source>cancelled by the user</source>
        <translation>cancelled by the user</translation>
    </message>
    <message>
        <source>the virtual board did not finish within %1 s: killed</source>
        <translation>the virtual board did not finish within %1 s: killed</translation>
    </message>
    <message>
        <source>the virtual board sent nothing for %1 s (hung?): killed</source>
        <translation>the virtual board sent nothing for %1 s (hung?): killed</translation>
    </message>
    <message>
        <source>QEMU crashed: %1</source>
        <translation>QEMU crashed: %1</translation>
    </message>
    <message>
        <source>the firmware exited with code %1</source>
        <translation>the firmware exited with code %1</translation>
    </message>
</context>
<context>
    <name>rb::RankShiftView</name>
    <message>
        <source>Runs (selected, or all)</source>
        <translation>Runs (selected, or all)</translation>
    </message>
    <message>
        <source>Published (checked sources, or all)</source>
        <translation>Published (checked sources, or all)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>The condition whose values form the columns</source>
        <translation>The condition whose values form the columns</translation>
    </message>
    <message>
        <source>Kernels to rank</source>
        <translation>Kernels to rank</translation>
    </message>
    <message>
        <source>Data:</source>
        <translation>Data:</translation>
    </message>
    <message>
        <source>Varied:</source>
        <translation>Varied:</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Metric:</translation>
    </message>
    <message>
        <source>Ranking (bootstrap)…</source>
        <translation>Ranking (bootstrap)…</translation>
    </message>
    <message>
        <source>Need at least two configurations with two kernels each.</source>
        <translation>Need at least two configurations with two kernels each.</translation>
    </message>
    <message>
        <source>rank (1 = fastest median)</source>
        <translation>rank (1 = fastest median)</translation>
    </message>
    <message>
        <source>τ(%1 → %2) = %3 (%4 kernels)</source>
        <translation>τ(%1 → %2) = %3 (%4 kernels)</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n/a</translation>
    </message>
    <message>
        <source>Kendall τ between neighbours: %1. Dashed, faded segments: the rank change is not significant.</source>
        <translation>Kendall τ between neighbours: %1. Dashed, faded segments: the rank change is not significant.</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernels</translation>
    </message>
    <message>
        <source>From</source>
        <translation>From</translation>
    </message>
    <message>
        <source>To</source>
        <translation>To</translation>
    </message>
    <message>
        <source>Significant</source>
        <translation>Significant</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Why</translation>
    </message>
    <message>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Copied the rank flips as Markdown.</source>
        <translation>Copied the rank flips as Markdown.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Left out (in %1, the ranking is in %2): %3</source>
        <translation>Left out (in %1, the ranking is in %2): %3</translation>
    </message>
    <message>
        <source>no unit</source>
        <translation>no unit</translation>
    </message>
</context>
<context>
    <name>rb::ReferenceCsv</name>
    <message>
        <source>line %1: quote inside an unquoted field</source>
        <translation>line %1: quote inside an unquoted field</translation>
    </message>
    <message>
        <source>line %1: text after a closing quote</source>
        <translation>line %1: text after a closing quote</translation>
    </message>
    <message>
        <source>line %1: unterminated quoted field</source>
        <translation>line %1: unterminated quoted field</translation>
    </message>
    <message>
        <source>empty reference table</source>
        <translation>empty reference table</translation>
    </message>
    <message>
        <source>reference table lacks the column &apos;%1&apos;</source>
        <translation>reference table lacks the column &apos;%1&apos;</translation>
    </message>
    <message>
        <source>record %1 has %2 fields, the header %3</source>
        <translation>record %1 has %2 fields, the header %3</translation>
    </message>
    <message>
        <source>record %1: bad clock_mhz &apos;%2&apos;</source>
        <translation>record %1: bad clock_mhz &apos;%2&apos;</translation>
    </message>
    <message>
        <source>record %1: missing source, metric, unit or a numeric value</source>
        <translation>record %1: missing source, metric, unit or a numeric value</translation>
    </message>
</context>
<context>
    <name>rb::ReferenceTableModel</name>
    <message>
        <source>published</source>
        <translation>published</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Published by: %1
Statistic: %2</source>
        <translation>Published by: %1
Statistic: %2</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistic</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>rb::ReferenceView</name>
    <message>
        <source>Filter published numbers (any column)</source>
        <translation>Filter published numbers (any column)</translation>
    </message>
    <message>
        <source>Published numbers from articles, with the conditions they state. They were not measured here; plots draw them hollow and dashed, marked &quot;published&quot;.</source>
        <translation>Published numbers from articles, with the conditions they state. They were not measured here; plots draw them hollow and dashed, marked &quot;published&quot;.</translation>
    </message>
    <message>
        <source>%1 of %2 published numbers</source>
        <translation>%1 of %2 published numbers</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n published number(s) as CSV.</source>
        <translation>
            <numerusform>Copied %n published number as CSV.</numerusform>
            <numerusform>Copied %n published numbers as CSV.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::Report</name>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source> (emulated)</source>
        <translation> (emulated)</translation>
    </message>
    <message>
        <source> (hardware)</source>
        <translation> (hardware)</translation>
    </message>
    <message>
        <source>Run %1: %2 %3 on %4 / %5 (%6) at %7, %8 flash wait states; compiler %9 %10, flags &quot;%11&quot;; kernel profile %12; timing %13; debugger %14</source>
        <translation>Run %1: %2 %3 on %4 / %5 (%6) at %7, %8 flash wait states; compiler %9 %10, flags &quot;%11&quot;; kernel profile %12; timing %13; debugger %14</translation>
    </message>
    <message>
        <source>the database holds no runs</source>
        <translation>the database holds no runs</translation>
    </message>
    <message>
        <source>no run %1</source>
        <translation>no run %1</translation>
    </message>
    <message>
        <source>the runs have none of the metrics %1</source>
        <translation>the runs have none of the metrics %1</translation>
    </message>
    <message>
        <source>Rank-shift chart omitted: only one kernel (%1) is in the report.</source>
        <translation>Rank-shift chart omitted: only one kernel (%1) is in the report.</translation>
    </message>
    <message>
        <source>Rank-shift chart omitted: the runs differ only in the kernel, so there is a single ranking (see the summary tables).</source>
        <translation>Rank-shift chart omitted: the runs differ only in the kernel, so there is a single ranking (see the summary tables).</translation>
    </message>
    <message>
        <source>Rank-shift chart omitted: besides the kernel the runs differ in more than one condition (%1), so a shift could not be attributed to one of them.</source>
        <translation>Rank-shift chart omitted: besides the kernel the runs differ in more than one condition (%1), so a shift could not be attributed to one of them.</translation>
    </message>
    <message>
        <source>Studied: %1.</source>
        <translation>Studied: %1.</translation>
    </message>
    <message>
        <source>Confounds: none besides the studied conditions.</source>
        <translation>Confounds: none besides the studied conditions.</translation>
    </message>
    <message>
        <source>Traps: none fired.</source>
        <translation>Traps: none fired.</translation>
    </message>
    <message>
        <source> (runs %1)</source>
        <translation> (runs %1)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Median [95 % CI]</source>
        <translation>Median [95 % CI]</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mean</translation>
    </message>
    <message>
        <source>SD</source>
        <translation>SD</translation>
    </message>
    <message>
        <source>status %1</source>
        <translation>status %1</translation>
    </message>
    <message>
        <source>unknown (0)</source>
        <translation>unknown (0)</translation>
    </message>
    <message>
        <source>Published reference values</source>
        <translation>Published reference values</translation>
    </message>
    <message>
        <source>Published numbers of the same metrics, with their own conditions; not measured here and not tested.</source>
        <translation>Published numbers of the same metrics, with their own conditions; not measured here and not tested.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>Kernel</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>Clock (Hz)</source>
        <translation>Clock (Hz)</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistic</translation>
    </message>
    <message>
        <source>Disclosure</source>
        <translation>Disclosure</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Pairwise effects</source>
        <translation>Pairwise effects</translation>
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
        <translation>p (Holm)</translation>
    </message>
    <message>
        <source>Shift A - B [95 % CI]</source>
        <translation>Shift A - B [95 % CI]</translation>
    </message>
    <message>
        <source>No pairs: one run per metric.</source>
        <translation>No pairs: one run per metric.</translation>
    </message>
    <message>
        <source>Ranks of %1 by %2</source>
        <translation>Ranks of %1 by %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>Rank 95 %</source>
        <translation>Rank 95 %</translation>
    </message>
    <message>
        <source>Flip %1 / %2 between %3 and %4: %5 (%6)</source>
        <translation>Flip %1 / %2 between %3 and %4: %5 (%6)</translation>
    </message>
    <message>
        <source>significant</source>
        <translation>significant</translation>
    </message>
    <message>
        <source>not significant</source>
        <translation>not significant</translation>
    </message>
    <message>
        <source>Raw data</source>
        <translation>Raw data</translation>
    </message>
    <message>
        <source>Every sample (raw and corrected) is in %1 (one row per sample: run_id, metric, index, value, unit, corrected).</source>
        <translation>Every sample (raw and corrected) is in %1 (one row per sample: run_id, metric, index, value, unit, corrected).</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Reproducibility</source>
        <translation>Reproducibility</translation>
    </message>
    <message>
        <source>rtosbench %1; database %2; report generated %3.</source>
        <translation>rtosbench %1; database %2; report generated %3.</translation>
    </message>
    <message>
        <source>Run %1 (%2, %3): started %4, finished %5; firmware sha256 %6; tools: %7; stored by rtosbench %8</source>
        <translation>Run %1 (%2, %3): started %4, finished %5; firmware sha256 %6; tools: %7; stored by rtosbench %8</translation>
    </message>
    <message>
        <source>corrected value (%1)</source>
        <translation>corrected value (%1)</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>rank</translation>
    </message>
    <message>
        <source>page %1</source>
        <translation>page %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>cannot write %1: %2</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Plots</translation>
    </message>
    <message>
        <source>Rank shift</source>
        <translation>Rank shift</translation>
    </message>
    <message>
        <source>Appendix</source>
        <translation>Appendix</translation>
    </message>
    <message>
        <source>the PDF report needs a QApplication (QCustomPlot draws through widgets)</source>
        <translation>the PDF report needs a QApplication (QCustomPlot draws through widgets)</translation>
    </message>
    <message>
        <source>Loading runs</source>
        <translation>Loading runs</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>RTOS benchmark report</source>
        <translation>RTOS benchmark report</translation>
    </message>
    <message>
        <source>Writing the samples CSV</source>
        <translation>Writing the samples CSV</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>cannot write %1</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Run %1: kernel tree %2, git commit %3, sha256 of the %4 compiled kernel files %5</source>
        <translation>Run %1: kernel tree %2, git commit %3, sha256 of the %4 compiled kernel files %5</translation>
    </message>
    <message>
        <source>none (not a git checkout)</source>
        <translation>none (not a git checkout)</translation>
    </message>
    <message>
        <source>no samples</source>
        <translation>no samples</translation>
    </message>
    <message>
        <source>median [95 % CI] · rank</source>
        <translation>median [95 % CI] · rank</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n runs pooled)</source>
        <translation>
            <numerusform>%1 (%n runs pooled)</numerusform>
            <numerusform>%1 (%n runs pooled)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 runs of %2 kernel(s) on %3; configurations: %4; metrics: %5. Generated %6 from %7.</source>
        <translation>%1 runs of %2 kernel(s) on %3; configurations: %4; metrics: %5. Generated %6 from %7.</translation>
    </message>
    <message>
        <source>one (only the kernel varies)</source>
        <translation>one (only the kernel varies)</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Results</translation>
    </message>
    <message>
        <source>Every trap warning</source>
        <translation>Every trap warning</translation>
    </message>
    <message>
        <source>Measurement traps</source>
        <translation>Measurement traps</translation>
    </message>
    <message numerus="yes">
        <source>and %n more of this trap (all in the appendix)</source>
        <translation>
            <numerusform>and %n more of this trap (all in the appendix)</numerusform>
            <numerusform>and %n more of this trap (all in the appendix)</numerusform>
        </translation>
    </message>
    <message>
        <source>Confounds</source>
        <translation>Confounds</translation>
    </message>
    <message>
        <source>Shared by every run:</source>
        <translation>Shared by every run:</translation>
    </message>
    <message>
        <source>Different between runs (one row per run; empty = not stated by that run, never guessed):</source>
        <translation>Different between runs (one row per run; empty = not stated by that run, never guessed):</translation>
    </message>
    <message>
        <source>Kernel configurations</source>
        <translation>Kernel configurations</translation>
    </message>
    <message>
        <source>(runs %1)</source>
        <translation>(runs %1)</translation>
    </message>
    <message>
        <source>Mann-Whitney U test (two-sided p), Holm-adjusted p within each metric, Hodges-Lehmann shift A - B with its 95 % confidence interval, in the metric&apos;s unit. The pairs that differ in one studied condition only: two kernels in the same configuration, or one kernel in two configurations (every pair: rtosbench-cli compare).</source>
        <translation>Mann-Whitney U test (two-sided p), Holm-adjusted p within each metric, Hodges-Lehmann shift A - B with its 95 % confidence interval, in the metric&apos;s unit. The pairs that differ in one studied condition only: two kernels in the same configuration, or one kernel in two configurations (every pair: rtosbench-cli compare).</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>all runs</translation>
    </message>
    <message>
        <source>Rank shift by %1 (rank 1 = fastest median)</source>
        <translation>Rank shift by %1 (rank 1 = fastest median)</translation>
    </message>
    <message>
        <source>median %1 (%2)</source>
        <translation>median %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 → %3, total %4, interaction %5</source>
        <translation>%1: %2 → %3, total %4, interaction %5</translation>
    </message>
    <message>
        <source>Which option costs what: %1 %2 → %3</source>
        <translation>Which option costs what: %1 %2 → %3</translation>
    </message>
    <message>
        <source>Each option alone, changed from %1 to %2&apos;s value (change of the median, Hodges-Lehmann shift and 95 % CI); the cumulative path adds them in the order %3. Interaction = total − sum of the single effects. Runs tagged %4.</source>
        <translation>Each option alone, changed from %1 to %2&apos;s value (change of the median, Hodges-Lehmann shift and 95 % CI); the cumulative path adds them in the order %3. Interaction = total − sum of the single effects. Runs tagged %4.</translation>
    </message>
    <message>
        <source>option</source>
        <translation>option</translation>
    </message>
    <message>
        <source>alone [95 % CI]</source>
        <translation>alone [95 % CI]</translation>
    </message>
    <message>
        <source>on the path</source>
        <translation>on the path</translation>
    </message>
    <message>
        <source>sum of single effects</source>
        <translation>sum of single effects</translation>
    </message>
    <message>
        <source>interaction</source>
        <translation>interaction</translation>
    </message>
    <message>
        <source>total (%1 → %2)</source>
        <translation>total (%1 → %2)</translation>
    </message>
    <message>
        <source>no run has a number for any of the metrics %1</source>
        <translation>no run has a number for any of the metrics %1</translation>
    </message>
    <message>
        <source>Not measured by any run (unsupported or failed): %1.</source>
        <translation>Not measured by any run (unsupported or failed): %1.</translation>
    </message>
    <message>
        <source>Kernel-only figures</source>
        <translation>Kernel-only figures</translation>
    </message>
    <message>
        <source>Emulated instruction count, attributed by trace (rtosbench-cli explain): the medians over the first measured windows of the whole window (equal to the raw samples) and of its kernel layer.</source>
        <translation>Emulated instruction count, attributed by trace (rtosbench-cli explain): the medians over the first measured windows of the whole window (equal to the raw samples) and of its kernel layer.</translation>
    </message>
    <message>
        <source>Windows</source>
        <translation>Windows</translation>
    </message>
    <message>
        <source>Raw (traced)</source>
        <translation>Raw (traced)</translation>
    </message>
    <message>
        <source>Kernel-only</source>
        <translation>Kernel-only</translation>
    </message>
    <message>
        <source>Kernel history %1</source>
        <translation>Kernel history %1</translation>
    </message>
    <message>
        <source>Medians of each measured commit, oldest first. A change point is a pair of neighbouring measured commits whose medians differ: exact on the virtual board, where every run is deterministic; on a real board or the host compare the two runs before trusting it (docs/history.md).</source>
        <translation>Medians of each measured commit, oldest first. A change point is a pair of neighbouring measured commits whose medians differ: exact on the virtual board, where every run is deterministic; on a real board or the host compare the two runs before trusting it (docs/history.md).</translation>
    </message>
    <message>
        <source>%1 (%2), after %3: %4; %5</source>
        <translation>%1 (%2), after %3: %4; %5</translation>
    </message>
    <message>
        <source>kernel configuration unchanged (a code change)</source>
        <translation>kernel configuration unchanged (a code change)</translation>
    </message>
    <message>
        <source>configuration drift: %1</source>
        <translation>configuration drift: %1</translation>
    </message>
    <message>
        <source>Change points</source>
        <translation>Change points</translation>
    </message>
    <message>
        <source>None: every measured commit has the same medians.</source>
        <translation>None: every measured commit has the same medians.</translation>
    </message>
    <message>
        <source>Not in the table (the same at every commit, or beyond eight columns): %1.</source>
        <translation>Not in the table (the same at every commit, or beyond eight columns): %1.</translation>
    </message>
    <message>
        <source>Commit</source>
        <translation>Commit</translation>
    </message>
    <message>
        <source>Subject</source>
        <translation>Subject</translation>
    </message>
    <message>
        <source>Per metric and run, in the run&apos;s unit, over the corrected samples (corrected = raw - overhead). The median carries its distribution-free 95 % confidence interval. Kernel-only = the median minus the adapter&apos;s emulation cost the run states for the case (COND mech.*.cost; 0 when none).</source>
        <translation>Per metric and run, in the run&apos;s unit, over the corrected samples (corrected = raw - overhead). The median carries its distribution-free 95 % confidence interval. Kernel-only = the median minus the adapter&apos;s emulation cost the run states for the case (COND mech.*.cost; 0 when none).</translation>
    </message>
    <message>
        <source>Footprint</source>
        <translation>Footprint</translation>
    </message>
    <message>
        <source>Bytes of each run&apos;s firmware image by section, as the firmware states them (FOOT), with the compiler and LTO that built it.</source>
        <translation>Bytes of each run&apos;s firmware image by section, as the firmware states them (FOOT), with the compiler and LTO that built it.</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>Compiler</translation>
    </message>
    <message>
        <source>LTO</source>
        <translation>LTO</translation>
    </message>
    <message>
        <source>kernel-only %1</source>
        <translation>kernel-only %1</translation>
    </message>
    <message>
        <source>Per-metric detail</source>
        <translation>Per-metric detail</translation>
    </message>
    <message>
        <source>No ranking changes and no trap of a metric&apos;s own: the tables above are the whole result.</source>
        <translation>No ranking changes and no trap of a metric&apos;s own: the tables above are the whole result.</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 to %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%1 of %n significant)</source>
        <translation>
            <numerusform>(%1 of %n significant)</numerusform>
            <numerusform>(%1 of %n significant)</numerusform>
        </translation>
    </message>
    <message>
        <source>trap %1</source>
        <translation>trap %1</translation>
    </message>
    <message>
        <source>Same order in every configuration and no trap of their own: %1 (their tables and plots are in the appendix).</source>
        <translation>Same order in every configuration and no trap of their own: %1 (their tables and plots are in the appendix).</translation>
    </message>
    <message>
        <source>Different between runs:</source>
        <translation>Different between runs:</translation>
    </message>
    <message>
        <source>%1 (one row per run, and each kernel configuration, in the appendix).</source>
        <translation>%1 (one row per run, and each kernel configuration, in the appendix).</translation>
    </message>
    <message>
        <source>Results: %1 = %2</source>
        <translation>Results: %1 = %2</translation>
    </message>
    <message>
        <source>One table per configuration: a column per kernel, a row per metric; each cell the median of the corrected samples (raw - overhead) in the metric&apos;s unit and the kernel&apos;s rank in that configuration (#1 = fastest median; green best, red worst). Where a run states its adapter&apos;s own instructions in a case&apos;s window (mech.&lt;case&gt;.cost, checked by the fairness audit), the kernel-only median (the median minus them) stands under it. Confidence intervals and per-run figures are in the appendix. Read the traps after the tables before trusting the numbers.</source>
        <translation>One table per configuration: a column per kernel, a row per metric; each cell the median of the corrected samples (raw - overhead) in the metric&apos;s unit and the kernel&apos;s rank in that configuration (#1 = fastest median; green best, red worst). Where a run states its adapter&apos;s own instructions in a case&apos;s window (mech.&lt;case&gt;.cost, checked by the fairness audit), the kernel-only median (the median minus them) stands under it. Confidence intervals and per-run figures are in the appendix. Read the traps after the tables before trusting the numbers.</translation>
    </message>
    <message numerus="yes">
        <source>The %n case(s) of the measurement chain (calibration and floors: they measure the harness, not the kernel) are in the appendix.</source>
        <translation>
            <numerusform>The %n case of the measurement chain (calibration and floors: they measure the harness, not the kernel) are in the appendix.</numerusform>
            <numerusform>The %n cases of the measurement chain (calibration and floors: they measure the harness, not the kernel) are in the appendix.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measurement chain</source>
        <translation>Measurement chain</translation>
    </message>
    <message>
        <source>The cases that measure the harness, not the kernel: the timer read (its median is the overhead taken off every sample), the calibration loops and sequences, and the floors. Median [95 % CI] and rank.</source>
        <translation>The cases that measure the harness, not the kernel: the timer read (its median is the overhead taken off every sample), the calibration loops and sequences, and the floors. Median [95 % CI] and rank.</translation>
    </message>
    <message>
        <source>Results per metric</source>
        <translation>Results per metric</translation>
    </message>
    <message>
        <source>Median of the corrected samples (raw - overhead) with its distribution-free 95 % confidence interval, in the run&apos;s unit, and the kernel&apos;s rank within its configuration.</source>
        <translation>Median of the corrected samples (raw - overhead) with its distribution-free 95 % confidence interval, in the run&apos;s unit, and the kernel&apos;s rank within its configuration.</translation>
    </message>
    <message>
        <source>estimated cycles (model)</source>
        <translation>estimated cycles (model)</translation>
    </message>
    <message>
        <source>µs from estimated cycles (model)</source>
        <translation>µs from estimated cycles (model)</translation>
    </message>
    <message>
        <source>%1 (estimated by the cycle model)</source>
        <translation>%1 (estimated by the cycle model)</translation>
    </message>
    <message>
        <source>Estimated cycles (model) beside the published cycles</source>
        <translation>Estimated cycles (model) beside the published cycles</translation>
    </message>
    <message>
        <source>Each cycle-model run&apos;s median (corrected: raw - overhead), in estimated cycles (model), over a published number of the same kernel and case in cycles (a number in µs times its stated clock). The model is not tuned to them; the publication&apos;s compiler, configuration and window differ, so the ratio holds those differences and the model&apos;s error together. Geometric mean of the ratios: %1.</source>
        <translation>Each cycle-model run&apos;s median (corrected: raw - overhead), in estimated cycles (model), over a published number of the same kernel and case in cycles (a number in µs times its stated clock). The model is not tuned to them; the publication&apos;s compiler, configuration and window differ, so the ratio holds those differences and the model&apos;s error together. Geometric mean of the ratios: %1.</translation>
    </message>
    <message>
        <source>Published in: %1</source>
        <translation>Published in: %1</translation>
    </message>
    <message>
        <source>Model (estimated cycles)</source>
        <translation>Model (estimated cycles)</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Published</translation>
    </message>
    <message>
        <source>Model / published</source>
        <translation>Model / published</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 = %2 cycles</source>
        <translation>%1 = %2 cycles</translation>
    </message>
</context>
<context>
    <name>rb::Run</name>
    <message>
        <source>%1 (raw %2) - overhead %3 does not fit in a 64-bit integer, its corrected value is unknown</source>
        <translation>%1 (raw %2) - overhead %3 does not fit in a 64-bit integer, its corrected value is unknown</translation>
    </message>
    <message>
        <source>the cold sample</source>
        <translation>the cold sample</translation>
    </message>
    <message>
        <source>sample %1</source>
        <translation>sample %1</translation>
    </message>
    <message>
        <source>case %1: %2</source>
        <translation>case %1: %2</translation>
    </message>
</context>
<context>
    <name>rb::RunBrowser</name>
    <message>
        <source>Delete…</source>
        <translation>Delete…</translation>
    </message>
    <message>
        <source>Undo delete</source>
        <translation>Undo delete</translation>
    </message>
    <message>
        <source>Filter runs (any column)</source>
        <translation>Filter runs (any column)</translation>
    </message>
    <message>
        <source>No grouping</source>
        <translation>No grouping</translation>
    </message>
    <message>
        <source>Group by %1</source>
        <translation>Group by %1</translation>
    </message>
    <message>
        <source>Delete the current run (Delete)</source>
        <translation>Delete the current run (Delete)</translation>
    </message>
    <message>
        <source>Bring back the last deleted run (Ctrl+Z)</source>
        <translation>Bring back the last deleted run (Ctrl+Z)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1 (%2 runs)</source>
        <translation>%1 (%2 runs)</translation>
    </message>
    <message>
        <source>Delete run</source>
        <translation>Delete run</translation>
    </message>
    <message>
        <source>Delete run %1 (%2)?
Undo delete (Ctrl+Z) brings it back until you quit.</source>
        <translation>Delete run %1 (%2)?
Undo delete (Ctrl+Z) brings it back until you quit.</translation>
    </message>
    <message>
        <source>Run %1 could not be deleted: %2</source>
        <translation>Run %1 could not be deleted: %2</translation>
    </message>
    <message>
        <source>Deleted run %1. Undo with Ctrl+Z.</source>
        <translation>Deleted run %1. Undo with Ctrl+Z.</translation>
    </message>
    <message>
        <source>Run %1 could not be restored: %2</source>
        <translation>Run %1 could not be restored: %2</translation>
    </message>
    <message>
        <source>Restored run %1 as run %2.</source>
        <translation>Restored run %1 as run %2.</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n run(s) as CSV.</source>
        <translation>
            <numerusform>Copied %n run as CSV.</numerusform>
            <numerusform>Copied %n runs as CSV.</numerusform>
        </translation>
    </message>
    <message>
        <source>Run %1 could not be read; it was not deleted.</source>
        <translation>Run %1 could not be read; it was not deleted.</translation>
    </message>
</context>
<context>
    <name>rb::RunController</name>
    <message>
        <source>stopping: configuration %1 failed and stop-on-failure is set</source>
        <translation>stopping: configuration %1 failed and stop-on-failure is set</translation>
    </message>
    <message>
        <source>could not store the failed run: %1</source>
        <translation>could not store the failed run: %1</translation>
    </message>
    <message>
        <source>build failed: %1</source>
        <translation>build failed: %1</translation>
    </message>
    <message>
        <source>firmware up to date: %1</source>
        <translation>firmware up to date: %1</translation>
    </message>
    <message>
        <source>firmware built: %1</source>
        <translation>firmware built: %1</translation>
    </message>
    <message>
        <source>board output: %1</source>
        <translation>board output: %1</translation>
    </message>
    <message>
        <source>could not store the run: %1</source>
        <translation>could not store the run: %1</translation>
    </message>
    <message>
        <source>cannot open the database: %1</source>
        <translation>cannot open the database: %1</translation>
    </message>
    <message>
        <source>running up to %1 virtual-board configurations at once</source>
        <translation>running up to %1 virtual-board configurations at once</translation>
    </message>
    <message>
        <source>the icount capture is not complete (%1): not converted to cycles</source>
        <translation>the icount capture is not complete (%1): not converted to cycles</translation>
    </message>
    <message>
        <source>tracing every window with the Cortex-M3 cycle model (%1)</source>
        <translation>tracing every window with the Cortex-M3 cycle model (%1)</translation>
    </message>
    <message>
        <source>cycle model: %1</source>
        <translation>cycle model: %1</translation>
    </message>
</context>
<context>
    <name>rb::RunDetailsWidget</name>
    <message>
        <source>Conditions</source>
        <translation>Conditions</translation>
    </message>
    <message>
        <source>Cases and checks</source>
        <translation>Cases and checks</translation>
    </message>
    <message>
        <source>Raw log</source>
        <translation>Raw log</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Run %1: %2</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>Footprint</source>
        <translation>Footprint</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>Firmware SHA-256</source>
        <translation>Firmware SHA-256</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Metric</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unit</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation>Warm-up</translation>
    </message>
    <message>
        <source>Cold</source>
        <translation>Cold</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>Overhead</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Switches</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Checks</translation>
    </message>
    <message>
        <source>Kernel tree</source>
        <translation>Kernel tree</translation>
    </message>
    <message>
        <source>Kernel tree commit</source>
        <translation>Kernel tree commit</translation>
    </message>
    <message>
        <source>none (not a git checkout)</source>
        <translation>none (not a git checkout)</translation>
    </message>
    <message>
        <source>Kernel tree digest</source>
        <translation>Kernel tree digest</translation>
    </message>
    <message>
        <source>%1 (%2 compiled files)</source>
        <translation>%1 (%2 compiled files)</translation>
    </message>
    <message>
        <source>Kernel-only (trace)</source>
        <translation>Kernel-only (trace)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message numerus="yes">
        <source>Median kernel-layer instructions over %n traced window(s): emulated instruction count, attributed by trace (rtosbench-cli explain)</source>
        <translation>
            <numerusform>Median kernel-layer instructions over %n traced window: emulated instruction count, attributed by trace (rtosbench-cli explain)</numerusform>
            <numerusform>Median kernel-layer instructions over %n traced windows: emulated instruction count, attributed by trace (rtosbench-cli explain)</numerusform>
        </translation>
    </message>
    <message>
        <source>rtosbench-cli explain %1 %2 counts them exactly on the virtual board.</source>
        <translation>rtosbench-cli explain %1 %2 counts them exactly on the virtual board.</translation>
    </message>
    <message>
        <source>Fairness audit</source>
        <translation>Fairness audit</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>not stated</translation>
    </message>
    <message>
        <source>Flash (%1)</source>
        <translation>Flash (%1)</translation>
    </message>
    <message>
        <source>RAM (%1)</source>
        <translation>RAM (%1)</translation>
    </message>
    <message>
        <source>Built by</source>
        <translation>Built by</translation>
    </message>
    <message>
        <source>, LTO %1</source>
        <translation>, LTO %1</translation>
    </message>
    <message>
        <source>estimated cycles (model): the Cortex-M3 cycle model %1 for %2 on the virtual board&apos;s instruction trace, not measured; µs = cycles / %3</source>
        <translation>estimated cycles (model): the Cortex-M3 cycle model %1 for %2 on the virtual board&apos;s instruction trace, not measured; µs = cycles / %3</translation>
    </message>
</context>
<context>
    <name>rb::RunExplainer</name>
    <message>
        <source>run %1 has no metric %2</source>
        <translation>run %1 has no metric %2</translation>
    </message>
    <message>
        <source>metric %1 of run %2 has no samples</source>
        <translation>metric %1 of run %2 has no samples</translation>
    </message>
    <message>
        <source>run %1 does not record its firmware&apos;s SHA-256: its exact ELF cannot be found</source>
        <translation>run %1 does not record its firmware&apos;s SHA-256: its exact ELF cannot be found</translation>
    </message>
    <message>
        <source>%1 is not the firmware of run %2 (SHA-256 %3, the run&apos;s is %4)</source>
        <translation>%1 is not the firmware of run %2 (SHA-256 %3, the run&apos;s is %4)</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unreadable</translation>
    </message>
    <message>
        <source>the firmware of run %1 (ELF SHA-256 %2) is no longer in the build cache %3: rebuild it with the run&apos;s experiment (the same sources and compiler give the same ELF) or give it with --elf</source>
        <translation>the firmware of run %1 (ELF SHA-256 %2) is no longer in the build cache %3: rebuild it with the run&apos;s experiment (the same sources and compiler give the same ELF) or give it with --elf</translation>
    </message>
    <message>
        <source>reading %1</source>
        <translation>reading %1</translation>
    </message>
    <message>
        <source>tracing %1 window(s) of %2 on the virtual board</source>
        <translation>tracing %1 window(s) of %2 on the virtual board</translation>
    </message>
    <message>
        <source>the attribution does not add up to the run&apos;s raw samples (%1): not the same build or not the same -icount, nothing is reported</source>
        <translation>the attribution does not add up to the run&apos;s raw samples (%1): not the same build or not the same -icount, nothing is reported</translation>
    </message>
    <message>
        <source>tracing %1 case(s) on the virtual board</source>
        <translation>tracing %1 case(s) on the virtual board</translation>
    </message>
    <message>
        <source>only runs on the virtual board with the icount timer or the cycle model can be explained (run %1: board %2, timer %3)</source>
        <translation>only runs on the virtual board with the icount timer or the cycle model can be explained (run %1: board %2, timer %3)</translation>
    </message>
    <message>
        <source>run %1&apos;s cycle model target %2 at %3 Hz: %4</source>
        <translation>run %1&apos;s cycle model target %2 at %3 Hz: %4</translation>
    </message>
</context>
<context>
    <name>rb::RunImport</name>
    <message>
        <source>&amp;Import runs…</source>
        <translation>&amp;Import runs…</translation>
    </message>
    <message>
        <source>Store the runs of an rtosbench JSON export (rtosbench-cli export) in the open database</source>
        <translation>Store the runs of an rtosbench JSON export (rtosbench-cli export) in the open database</translation>
    </message>
    <message>
        <source>Importing runs…</source>
        <translation>Importing runs…</translation>
    </message>
    <message>
        <source>Import runs</source>
        <translation>Import runs</translation>
    </message>
    <message>
        <source>rtosbench JSON exports (*.json);;All files (*)</source>
        <translation>rtosbench JSON exports (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>An import is already running.</source>
        <translation>An import is already running.</translation>
    </message>
    <message>
        <source>Open a database before importing runs.</source>
        <translation>Open a database before importing runs.</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importing %1…</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>cannot read the file: %1</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>Cannot import %1: %2</translation>
    </message>
    <message>
        <source>%1 holds no runs.</source>
        <translation>%1 holds no runs.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n run(s) from %1: %2</source>
        <translation>
            <numerusform>Imported %n run from %1: %2</numerusform>
            <numerusform>Imported %n runs from %1: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::RunService</name>
    <message>
        <source>No database is open.</source>
        <translation>No database is open.</translation>
    </message>
    <message>
        <source>A run is already in progress.</source>
        <translation>A run is already in progress.</translation>
    </message>
    <message>
        <source>The experiment has no configuration to run.</source>
        <translation>The experiment has no configuration to run.</translation>
    </message>
    <message>
        <source>%1 (Settings › Kernels adds a tree)</source>
        <translation>%1 (Settings › Kernels adds a tree)</translation>
    </message>
    <message>
        <source>Cannot run: %1</source>
        <translation>Cannot run: %1</translation>
    </message>
    <message>
        <source>Nothing was run: %1</source>
        <translation>Nothing was run: %1</translation>
    </message>
</context>
<context>
    <name>rb::RunSidebar</name>
    <message>
        <source>Filter runs</source>
        <translation>Filter runs</translation>
    </message>
    <message>
        <source>Check runs to compare them</source>
        <translation>Check runs to compare them</translation>
    </message>
    <message>
        <source>Check published sources to overlay them</source>
        <translation>Check published sources to overlay them</translation>
    </message>
    <message>
        <source>&lt;b&gt;Runs&lt;/b&gt;</source>
        <translation>&lt;b&gt;Runs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reference data&lt;/b&gt; (published)</source>
        <translation>&lt;b&gt;Reference data&lt;/b&gt; (published)</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Published: %1</source>
        <translation>Published: %1</translation>
    </message>
</context>
<context>
    <name>rb::RunStore</name>
    <message>
        <source>no database path given</source>
        <translation>no database path given</translation>
    </message>
    <message>
        <source>cannot create the directory %1</source>
        <translation>cannot create the directory %1</translation>
    </message>
    <message>
        <source>%1 is a SQLite database but not an rtosbench one (no schema version)</source>
        <translation>%1 is a SQLite database but not an rtosbench one (no schema version)</translation>
    </message>
    <message>
        <source>run insert</source>
        <translation>run insert</translation>
    </message>
    <message>
        <source>tag insert</source>
        <translation>tag insert</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>the database is not open</translation>
    </message>
    <message>
        <source>run lookup</source>
        <translation>run lookup</translation>
    </message>
    <message>
        <source>no run with id %1</source>
        <translation>no run with id %1</translation>
    </message>
    <message>
        <source>run delete</source>
        <translation>run delete</translation>
    </message>
    <message>
        <source>configuration clean-up</source>
        <translation>configuration clean-up</translation>
    </message>
    <message>
        <source>notes update</source>
        <translation>notes update</translation>
    </message>
    <message>
        <source>tag delete</source>
        <translation>tag delete</translation>
    </message>
    <message>
        <source>run %1, case %2: %3</source>
        <translation>run %1, case %2: %3</translation>
    </message>
    <message>
        <source>run %1, case %2: %3 samples stored, %4 recorded</source>
        <translation>run %1, case %2: %3 samples stored, %4 recorded</translation>
    </message>
    <message>
        <source>the run holds the metric %1 twice; a run holds one case per metric</source>
        <translation>the run holds the metric %1 twice; a run holds one case per metric</translation>
    </message>
    <message>
        <source>case %1</source>
        <translation>case %1</translation>
    </message>
    <message>
        <source>%1 is a directory, not a database file</source>
        <translation>%1 is a directory, not a database file</translation>
    </message>
    <message>
        <source>there is no database at %1 (rtosbench-cli init, a run or an import creates one)</source>
        <translation>there is no database at %1 (rtosbench-cli init, a run or an import creates one)</translation>
    </message>
    <message>
        <source>%1 does not have rtosbench&apos;s schema %2 (%3): it is not used</source>
        <translation>%1 does not have rtosbench&apos;s schema %2 (%3): it is not used</translation>
    </message>
    <message>
        <source>%1 is empty: not an rtosbench database yet</source>
        <translation>%1 is empty: not an rtosbench database yet</translation>
    </message>
    <message>
        <source>the database %1 has schema version %2 and this rtosbench reads schema %3: open it once with a command that writes (run, import) or with the GUI to upgrade it</source>
        <translation>the database %1 has schema version %2 and this rtosbench reads schema %3: open it once with a command that writes (run, import) or with the GUI to upgrade it</translation>
    </message>
    <message>
        <source>trigger %1</source>
        <translation>trigger %1</translation>
    </message>
    <message>
        <source>view %1</source>
        <translation>view %1</translation>
    </message>
    <message>
        <source>cannot build the schema %1 to compare with: %2</source>
        <translation>cannot build the schema %1 to compare with: %2</translation>
    </message>
    <message>
        <source>unknown table %1</source>
        <translation>unknown table %1</translation>
    </message>
    <message>
        <source>unknown column %1.%2</source>
        <translation>unknown column %1.%2</translation>
    </message>
    <message>
        <source>missing column %1.%2</source>
        <translation>missing column %1.%2</translation>
    </message>
    <message>
        <source>missing table %1</source>
        <translation>missing table %1</translation>
    </message>
    <message>
        <source>cannot start writing to the database: %1</source>
        <translation>cannot start writing to the database: %1</translation>
    </message>
    <message>
        <source>the database is busy: another program is writing to it; try again</source>
        <translation>the database is busy: another program is writing to it; try again</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>out of memory</translation>
    </message>
    <message>
        <source>the database file is read-only</source>
        <translation>the database file is read-only</translation>
    </message>
    <message>
        <source>the database file could not be read or written (input/output error)</source>
        <translation>the database file could not be read or written (input/output error)</translation>
    </message>
    <message>
        <source>the database file is damaged or is not an rtosbench database</source>
        <translation>the database file is damaged or is not an rtosbench database</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>the database file cannot be opened</source>
        <translation>the database file cannot be opened</translation>
    </message>
    <message>
        <source>the data breaks a rule of the database (a value twice where it must be unique, a missing value, or a reference to nothing)</source>
        <translation>the data breaks a rule of the database (a value twice where it must be unique, a missing value, or a reference to nothing)</translation>
    </message>
    <message>
        <source>the database reported an unexpected error (SQLite code %1)</source>
        <translation>the database reported an unexpected error (SQLite code %1)</translation>
    </message>
    <message>
        <source>the database reported an unexpected error</source>
        <translation>the database reported an unexpected error</translation>
    </message>
    <message>
        <source>%1: not a SQLite database file (%2)</source>
        <translation>%1: not a SQLite database file (%2)</translation>
    </message>
    <message>
        <source>%1: cannot read the database: %2</source>
        <translation>%1: cannot read the database: %2</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>run %1: %2</translation>
    </message>
    <message>
        <source> (the password comes from PGPASSWORD or ~/.pgpass, never from the URL)</source>
        <translation> (the password comes from PGPASSWORD or ~/.pgpass, never from the URL)</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)</source>
        <translation>Qt&apos;s PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)</translation>
    </message>
    <message>
        <source>cannot connect to the PostgreSQL server: %1</source>
        <translation>cannot connect to the PostgreSQL server: %1</translation>
    </message>
    <message>
        <source>cannot read the schema version: %1</source>
        <translation>cannot read the schema version: %1</translation>
    </message>
    <message>
        <source>%1 holds tables but is not an rtosbench database</source>
        <translation>%1 holds tables but is not an rtosbench database</translation>
    </message>
    <message>
        <source>schema upgrade lock</source>
        <translation>schema upgrade lock</translation>
    </message>
    <message>
        <source>cannot read the schema version of %1</source>
        <translation>cannot read the schema version of %1</translation>
    </message>
    <message>
        <source>%1 is not a PostgreSQL URL (postgresql://user@host:port/dbname)</source>
        <translation>%1 is not a PostgreSQL URL (postgresql://user@host:port/dbname)</translation>
    </message>
    <message>
        <source>a password in the database URL is refused: give it in PGPASSWORD or ~/.pgpass (see docs/database.md)</source>
        <translation>a password in the database URL is refused: give it in PGPASSWORD or ~/.pgpass (see docs/database.md)</translation>
    </message>
    <message>
        <source>%1 names no database (postgresql://user@host:port/dbname)</source>
        <translation>%1 names no database (postgresql://user@host:port/dbname)</translation>
    </message>
    <message>
        <source>could not commit: %1</source>
        <translation>could not commit: %1</translation>
    </message>
    <message>
        <source>the database is busy: other writers conflicted with this one too often; try again</source>
        <translation>the database is busy: other writers conflicted with this one too often; try again</translation>
    </message>
    <message>
        <source>permission denied: the database role may not do this (a read-only role?)</source>
        <translation>permission denied: the database role may not do this (a read-only role?)</translation>
    </message>
    <message>
        <source>the database server&apos;s disk is full</source>
        <translation>the database server&apos;s disk is full</translation>
    </message>
    <message>
        <source>the connection to the database server was lost: %1</source>
        <translation>the connection to the database server was lost: %1</translation>
    </message>
    <message>
        <source>the database server reported an error (SQLSTATE %1): %2</source>
        <translation>the database server reported an error (SQLSTATE %1): %2</translation>
    </message>
    <message>
        <source>configuration insert: the configuration is not there after it was stored</source>
        <translation>configuration insert: the configuration is not there after it was stored</translation>
    </message>
    <message>
        <source>the database URL may not set %1 (allowed: %2)</source>
        <translation>the database URL may not set %1 (allowed: %2)</translation>
    </message>
    <message>
        <source>the value of %1 in the database URL has a control character or &apos;;&apos;</source>
        <translation>the value of %1 in the database URL has a control character or &apos;;&apos;</translation>
    </message>
    <message>
        <source>%1 has schema version %2, which no rtosbench writes: it is not an rtosbench database and is not used</source>
        <translation>%1 has schema version %2, which no rtosbench writes: it is not an rtosbench database and is not used</translation>
    </message>
    <message>
        <source>the database as last checkpointed is intact</source>
        <translation>the database as last checkpointed is intact</translation>
    </message>
    <message>
        <source>the database as last checkpointed is damaged too</source>
        <translation>the database as last checkpointed is damaged too</translation>
    </message>
    <message>
        <source>%1 has a write-ahead log (%1-wal) but no %1-shm, and its directory cannot be written: SQLite cannot read it without creating %1-shm. Open it once with a command that writes, or copy the file with its -wal to a writable directory</source>
        <translation>%1 has a write-ahead log (%1-wal) but no %1-shm, and its directory cannot be written: SQLite cannot read it without creating %1-shm. Open it once with a command that writes, or copy the file with its -wal to a writable directory</translation>
    </message>
    <message>
        <source>its pages have %1 bytes, the database&apos;s %2</source>
        <translation>its pages have %1 bytes, the database&apos;s %2</translation>
    </message>
    <message>
        <source>it was written by the database with id %1, the file has id %2</source>
        <translation>it was written by the database with id %1, the file has id %2</translation>
    </message>
    <message>
        <source>its first page 1 has change counter %1, the database&apos;s page 1 has %2 and is not one of the WAL&apos;s</source>
        <translation>its first page 1 has change counter %1, the database&apos;s page 1 has %2 and is not one of the WAL&apos;s</translation>
    </message>
    <message numerus="yes">
        <source>the database file is missing or empty, and the WAL holds %n committed page(s) of another one</source>
        <translation>
            <numerusform>the database file is missing or empty, and the WAL holds %n committed page of another one</numerusform>
            <numerusform>the database file is missing or empty, and the WAL holds %n committed pages of another one</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not belong to %2 (%3); nothing was read or written. Move %1 away (with %2-shm if there is one)</source>
        <translation>%1 does not belong to %2 (%3); nothing was read or written. Move %1 away (with %2-shm if there is one)</translation>
    </message>
    <message>
        <source>the run&apos;s samples were already written once and released; store it again from its capture</source>
        <translation>the run&apos;s samples were already written once and released; store it again from its capture</translation>
    </message>
</context>
<context>
    <name>rb::RunTableModel</name>
    <message>
        <source>Could not save run %1: %2</source>
        <translation>Could not save run %1: %2</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Run</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Started</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Cases</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Samples</source>
        <translation>Samples</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Experiment</source>
        <translation>Experiment</translation>
    </message>
</context>
<context>
    <name>rb::SafeGit</name>
    <message>
        <source>cannot make a temporary directory for git</source>
        <translation>cannot make a temporary directory for git</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>it is empty</translation>
    </message>
    <message>
        <source>it starts with &quot;-&quot;, so git would take it as an option</source>
        <translation>it starts with &quot;-&quot;, so git would take it as an option</translation>
    </message>
    <message>
        <source>it is longer than 1000 characters</source>
        <translation>it is longer than 1000 characters</translation>
    </message>
    <message>
        <source>it holds a control character or white space</source>
        <translation>it holds a control character or white space</translation>
    </message>
    <message>
        <source>it holds &quot;..&quot; (a range, not one commit)</source>
        <translation>it holds &quot;..&quot; (a range, not one commit)</translation>
    </message>
</context>
<context>
    <name>rb::SchemaMigrator</name>
    <message>
        <source>no schema files are embedded in this build</source>
        <translation>no schema files are embedded in this build</translation>
    </message>
    <message>
        <source>database schema version %1 is newer than this rtosbench (schema %2): upgrade rtosbench</source>
        <translation>database schema version %1 is newer than this rtosbench (schema %2): upgrade rtosbench</translation>
    </message>
    <message>
        <source>cannot read schema file %1</source>
        <translation>cannot read schema file %1</translation>
    </message>
    <message>
        <source>migration to schema %1 (%2) failed: %3: %4</source>
        <translation>migration to schema %1 (%2) failed: %3: %4</translation>
    </message>
    <message>
        <source>migration to schema %1 (%2) failed: %3</source>
        <translation>migration to schema %1 (%2) failed: %3</translation>
    </message>
</context>
<context>
    <name>rb::SerialLink</name>
    <message>
        <source>invalid baud rate %1</source>
        <translation>invalid baud rate %1</translation>
    </message>
    <message>
        <source>serial port %1 does not exist: is the USB-UART adapter plugged in?</source>
        <translation>serial port %1 does not exist: is the USB-UART adapter plugged in?</translation>
    </message>
    <message>
        <source>%1 is not a serial port libserialport can use (%2); pseudo-terminals are not supported</source>
        <translation>%1 is not a serial port libserialport can use (%2); pseudo-terminals are not supported</translation>
    </message>
    <message>
        <source>cannot open %1: %2 (is it used by another program, or are you missing the dialout group?)</source>
        <translation>cannot open %1: %2 (is it used by another program, or are you missing the dialout group?)</translation>
    </message>
    <message>
        <source>cannot configure %1 for %2 baud 8N1: %3</source>
        <translation>cannot configure %1 for %2 baud 8N1: %3</translation>
    </message>
    <message>
        <source>the serial port is not open</source>
        <translation>the serial port is not open</translation>
    </message>
    <message>
        <source>the serial port %1 failed: %2 (unplugged?)</source>
        <translation>the serial port %1 failed: %2 (unplugged?)</translation>
    </message>
    <message>
        <source>the serial port %1 vanished (unplugged?)</source>
        <translation>the serial port %1 vanished (unplugged?)</translation>
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
        <translation>System language</translation>
    </message>
    <message>
        <source>cycles</source>
        <translation>cycles</translation>
    </message>
    <message>
        <source>µs (when the clock is known)</source>
        <translation>µs (when the clock is known)</translation>
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
        <translation>Source directory of %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no serial port found</source>
        <translation>no serial port found</translation>
    </message>
    <message>
        <source>openocd (found on PATH)</source>
        <translation>openocd (found on PATH)</translation>
    </message>
    <message>
        <source>qemu-system-arm (found on PATH)</source>
        <translation>qemu-system-arm (found on PATH)</translation>
    </message>
    <message>
        <source>Kernels</source>
        <translation>Kernels</translation>
    </message>
    <message>
        <source>each run&apos;s own unit (ticks, ns, …)</source>
        <translation>each run&apos;s own unit (ticks, ns, …)</translation>
    </message>
    <message>
        <source>Student name:</source>
        <translation>Student name:</translation>
    </message>
    <message>
        <source>Class:</source>
        <translation>Class:</translation>
    </message>
    <message>
        <source>A lab&apos;s runs record them as the tags student:NAME and class:NAME, for the teacher&apos;s class report. Empty: not recorded.</source>
        <translation>A lab&apos;s runs record them as the tags student:NAME and class:NAME, for the teacher&apos;s class report. Empty: not recorded.</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>Classroom</translation>
    </message>
</context>
<context>
    <name>rb::SharedDatabaseDialog</name>
    <message>
        <source>Open shared database</source>
        <translation>Open shared database</translation>
    </message>
    <message>
        <source>from PGPASSWORD or ~/.pgpass</source>
        <translation>from PGPASSWORD or ~/.pgpass</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Database:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;User:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;word:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>A PostgreSQL database shared by a lab or a team (docs/database.md). The URL is remembered, the password never: leave it empty to use PGPASSWORD or ~/.pgpass; a password typed here is used until rtosbench is closed.</source>
        <translation>A PostgreSQL database shared by a lab or a team (docs/database.md). The URL is remembered, the password never: leave it empty to use PGPASSWORD or ~/.pgpass; a password typed here is used until rtosbench is closed.</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
</context>
<context>
    <name>rb::SigrokSession</name>
    <message>
        <source>%1 (libsigrok: %2)</source>
        <translation>%1 (libsigrok: %2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no such file</translation>
    </message>
    <message>
        <source>%1 is not a sigrok session (.sr): not a zip archive</source>
        <translation>%1 is not a sigrok session (.sr): not a zip archive</translation>
    </message>
    <message>
        <source>libsigrok could not start: %1</source>
        <translation>libsigrok could not start: %1</translation>
    </message>
    <message>
        <source>%1 is not a readable sigrok session (.sr): %2</source>
        <translation>%1 is not a readable sigrok session (.sr): %2</translation>
    </message>
    <message>
        <source>%1: the session holds no device</source>
        <translation>%1: the session holds no device</translation>
    </message>
    <message>
        <source>%1: the session holds %2 devices; rtosbench reads sessions of one</source>
        <translation>%1: the session holds %2 devices; rtosbench reads sessions of one</translation>
    </message>
    <message>
        <source>%1: the session has no logic channel</source>
        <translation>%1: the session has no logic channel</translation>
    </message>
    <message>
        <source>%1: the session states no samplerate</source>
        <translation>%1: the session states no samplerate</translation>
    </message>
    <message>
        <source>%1: the session&apos;s samples could not be read: %2</source>
        <translation>%1: the session&apos;s samples could not be read: %2</translation>
    </message>
    <message>
        <source>%1: logic samples wider than 64 channels are not supported</source>
        <translation>%1: logic samples wider than 64 channels are not supported</translation>
    </message>
    <message>
        <source>%1: the session holds no logic samples</source>
        <translation>%1: the session holds no logic samples</translation>
    </message>
</context>
<context>
    <name>rb::StampSites</name>
    <message>
        <source>none of the firmware&apos;s %1 timer reads is in harness or port code by its line information: the harness was compiled without debug information (-g), so its stamp sites, and the windows, cannot be found; rebuild the firmware with debug information</source>
        <translation>none of the firmware&apos;s %1 timer reads is in harness or port code by its line information: the harness was compiled without debug information (-g), so its stamp sites, and the windows, cannot be found; rebuild the firmware with debug information</translation>
    </message>
</context>
<context>
    <name>rb::SuiteImport</name>
    <message numerus="yes">
        <source>Imported from %1 output: summary only (no samples), %n result(s) as printed by the suite; the conditions are the ones given on import.</source>
        <translation>
            <numerusform>Imported from %1 output: summary only (no samples), %n result as printed by the suite; the conditions are the ones given on import.</numerusform>
            <numerusform>Imported from %1 output: summary only (no samples), %n results as printed by the suite; the conditions are the ones given on import.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) printed as failed or n/a.</source>
        <translation>
            <numerusform>%n result printed as failed or n/a.</numerusform>
            <numerusform>%n results printed as failed or n/a.</numerusform>
        </translation>
    </message>
    <message>
        <source>Throughput counts per period: higher is better.</source>
        <translation>Throughput counts per period: higher is better.</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>line %1: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; gives the metric %2 again (first on line %3)</source>
        <translation>&apos;%1&apos; gives the metric %2 again (first on line %3)</translation>
    </message>
    <message>
        <source>not an R-Rhealstone result (expected &quot;R-Rhealstone: NAME - VALUE us&quot;): %1</source>
        <translation>not an R-Rhealstone result (expected &quot;R-Rhealstone: NAME - VALUE us&quot;): %1</translation>
    </message>
    <message>
        <source>the value &apos;%1&apos; is not a finite number</source>
        <translation>the value &apos;%1&apos; is not a finite number</translation>
    </message>
    <message>
        <source>the result has no test name</source>
        <translation>the result has no test name</translation>
    </message>
    <message>
        <source>no R-Rhealstone result line (&quot;R-Rhealstone: NAME - VALUE us&quot;) in the input</source>
        <translation>no R-Rhealstone result line (&quot;R-Rhealstone: NAME - VALUE us&quot;) in the input</translation>
    </message>
    <message>
        <source>not an rtos-benchmark title (expected &quot;** NAME [avg, min, max] in nanoseconds **&quot;): %1</source>
        <translation>not an rtos-benchmark title (expected &quot;** NAME [avg, min, max] in nanoseconds **&quot;): %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither an integer nor n/a in the result line: %2</source>
        <translation>&apos;%1&apos; is neither an integer nor n/a in the result line: %2</translation>
    </message>
    <message>
        <source>only some values are n/a: %1</source>
        <translation>only some values are n/a: %1</translation>
    </message>
    <message>
        <source>a number is out of range: %1</source>
        <translation>a number is out of range: %1</translation>
    </message>
    <message>
        <source>avg %1, min %2, max %3 are not min &lt;= avg &lt;= max</source>
        <translation>avg %1, min %2, max %3 are not min &lt;= avg &lt;= max</translation>
    </message>
    <message>
        <source>no rtos-benchmark result (&quot;** NAME [avg, min, max] in nanoseconds **&quot; followed by &quot; NAME: AVG, MIN, MAX&quot;) in the input</source>
        <translation>no rtos-benchmark result (&quot;** NAME [avg, min, max] in nanoseconds **&quot; followed by &quot; NAME: AVG, MIN, MAX&quot;) in the input</translation>
    </message>
    <message>
        <source>not a Thread-Metric report header (expected &quot;**** Thread-Metric NAME Test **** Relative Time: N&quot;): %1</source>
        <translation>not a Thread-Metric report header (expected &quot;**** Thread-Metric NAME Test **** Relative Time: N&quot;): %1</translation>
    </message>
    <message>
        <source>not a period total (expected &quot;Time Period Total:  N&quot;): %1</source>
        <translation>not a period total (expected &quot;Time Period Total:  N&quot;): %1</translation>
    </message>
    <message>
        <source>a period total without its &quot;**** Thread-Metric ... Test ****&quot; header before it</source>
        <translation>a period total without its &quot;**** Thread-Metric ... Test ****&quot; header before it</translation>
    </message>
    <message>
        <source>the total &apos;%1&apos; is out of range</source>
        <translation>the total &apos;%1&apos; is out of range</translation>
    </message>
    <message>
        <source>the Thread-Metric %1 test has no &quot;Time Period Total&quot;</source>
        <translation>the Thread-Metric %1 test has no &quot;Time Period Total&quot;</translation>
    </message>
    <message>
        <source>no Thread-Metric report (&quot;**** Thread-Metric ... Test **** Relative Time: N&quot; and &quot;Time Period Total:  N&quot;) in the input</source>
        <translation>no Thread-Metric report (&quot;**** Thread-Metric ... Test **** Relative Time: N&quot; and &quot;Time Period Total:  N&quot;) in the input</translation>
    </message>
    <message>
        <source>not a latency_measure result (expected &quot;SUMMARY : N cycles , N ns :&quot; or &quot;SUMMARY,N,N,NOTES&quot;): %1</source>
        <translation>not a latency_measure result (expected &quot;SUMMARY : N cycles , N ns :&quot; or &quot;SUMMARY,N,N,NOTES&quot;): %1</translation>
    </message>
    <message>
        <source>no latency_measure result line (&quot;SUMMARY : N cycles , N ns :&quot; or its CSV form) in the input</source>
        <translation>no latency_measure result line (&quot;SUMMARY : N cycles , N ns :&quot; or its CSV form) in the input</translation>
    </message>
    <message numerus="yes">
        <source>%n invalid window(s) (the suite printed ERROR) excluded from the statistics; they are listed under printed.invalid_windows.</source>
        <translation>
            <numerusform>%n invalid window (the suite printed ERROR) excluded from the statistics; they are listed under printed.invalid_windows.</numerusform>
            <numerusform>%n invalid windows (the suite printed ERROR) excluded from the statistics; they are listed under printed.invalid_windows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rb::ToolProcess</name>
    <message>
        <source>cannot start %1: %2</source>
        <translation>cannot start %1: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 did not finish within %2 s</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 crashed</translation>
    </message>
    <message>
        <source>%1 was cancelled</source>
        <translation>%1 was cancelled</translation>
    </message>
    <message>
        <source>%1 was stopped</source>
        <translation>%1 was stopped</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 bytes of output: killed</source>
        <translation>%1 wrote more than %2 bytes of output: killed</translation>
    </message>
    <message>
        <source>%1 gave no output for %2 s: killed</source>
        <translation>%1 gave no output for %2 s: killed</translation>
    </message>
    <message>
        <source>%1 did not end: killed</source>
        <translation>%1 did not end: killed</translation>
    </message>
</context>
<context>
    <name>rb::TraceRunner</name>
    <message>
        <source>QEMU (%1) was not found: install qemu-system-arm</source>
        <translation>QEMU (%1) was not found: install qemu-system-arm</translation>
    </message>
    <message>
        <source>cannot create a temporary directory for the trace</source>
        <translation>cannot create a temporary directory for the trace</translation>
    </message>
    <message>
        <source>cannot create the trace FIFO %1: %2</source>
        <translation>cannot create the trace FIFO %1: %2</translation>
    </message>
    <message>
        <source>cannot open the trace FIFO %1: %2</source>
        <translation>cannot open the trace FIFO %1: %2</translation>
    </message>
    <message>
        <source>QEMU could not be started: %1</source>
        <translation>QEMU could not be started: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
    </message>
    <message>
        <source>the traced run did not reach its windows within %1 s</source>
        <translation>the traced run did not reach its windows within %1 s</translation>
    </message>
    <message>
        <source>(QEMU said: %1)</source>
        <translation>(QEMU said: %1)</translation>
    </message>
    <message>
        <source>the trace plugin %1 is not installed (looked for %2): reinstall rtosbench</source>
        <translation>the trace plugin %1 is not installed (looked for %2): reinstall rtosbench</translation>
    </message>
    <message>
        <source>the trace plugin&apos;s path %1 has a comma, which QEMU&apos;s -plugin option cannot take: install rtosbench in a directory without one</source>
        <translation>the trace plugin&apos;s path %1 has a comma, which QEMU&apos;s -plugin option cannot take: install rtosbench in a directory without one</translation>
    </message>
    <message>
        <source>the trace plugin&apos;s output cannot be read (%1): is %2 the plugin of this rtosbench?</source>
        <translation>the trace plugin&apos;s output cannot be read (%1): is %2 the plugin of this rtosbench?</translation>
    </message>
</context>
<context>
    <name>rb::TraceStreamDecoder</name>
    <message>
        <source>an unknown record &quot;%1&quot;</source>
        <translation>an unknown record &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a bad block record &quot;%1&quot;</source>
        <translation>a bad block record &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an execution longer than its block, or of no translation: &quot;%1&quot;</source>
        <translation>an execution longer than its block, or of no translation: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a record without its end: &quot;%1&quot;</source>
        <translation>a record without its end: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a bad instruction record &quot;%1&quot;</source>
        <translation>a bad instruction record &quot;%1&quot;</translation>
    </message>
    <message>
        <source>an instruction outside a translation: &quot;%1&quot;</source>
        <translation>an instruction outside a translation: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a translation cut short by &quot;%1&quot;</source>
        <translation>a translation cut short by &quot;%1&quot;</translation>
    </message>
    <message>
        <source>a translation out of order: &quot;%1&quot;</source>
        <translation>a translation out of order: &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>rb::Traps</name>
    <message>
        <source>built with %1: inlining is off, so both the kernel and the measurement code are slower than in any product build</source>
        <translation>built with %1: inlining is off, so both the kernel and the measurement code are slower than in any product build</translation>
    </message>
    <message>
        <source>the flags &quot;%1&quot; carry no -O option: GCC then builds with -O0</source>
        <translation>the flags &quot;%1&quot; carry no -O option: GCC then builds with -O0</translation>
    </message>
    <message>
        <source>a debug build (-g3 with a DEBUG define): asserts and debug paths are in</source>
        <translation>a debug build (-g3 with a DEBUG define): asserts and debug paths are in</translation>
    </message>
    <message>
        <source>%1 runs with debug options on (%2): asserts, statistics, trace hooks or a shell cost time in every switch.</source>
        <translation>%1 runs with debug options on (%2): asserts, statistics, trace hooks or a shell cost time in every switch.</translation>
    </message>
    <message>
        <source>the kernel</source>
        <translation>the kernel</translation>
    </message>
    <message>
        <source>stated as running with %1: a debugger halting the core, ITM/RTT output or live watch steals bus cycles and adds interrupts.</source>
        <translation>stated as running with %1: a debugger halting the core, ITM/RTT output or live watch steals bus cycles and adds interrupts.</translation>
    </message>
    <message>
        <source>Round trip labelled as a single switch</source>
        <translation>Round trip labelled as a single switch</translation>
    </message>
    <message>
        <source>Measurement overhead not subtracted</source>
        <translation>Measurement overhead not subtracted</translation>
    </message>
    <message>
        <source>Unoptimised or debug build</source>
        <translation>Unoptimised or debug build</translation>
    </message>
    <message>
        <source>Kernel profile with debug options on</source>
        <translation>Kernel profile with debug options on</translation>
    </message>
    <message>
        <source>Clock or flash wait states differ</source>
        <translation>Clock or flash wait states differ</translation>
    </message>
    <message>
        <source>Timer too coarse for the event</source>
        <translation>Timer too coarse for the event</translation>
    </message>
    <message>
        <source>Cold run much slower than warm</source>
        <translation>Cold run much slower than warm</translation>
    </message>
    <message>
        <source>Debugger or trace attached</source>
        <translation>Debugger or trace attached</translation>
    </message>
    <message>
        <source>More than one factor varies</source>
        <translation>More than one factor varies</translation>
    </message>
    <message>
        <source>Average-only reference data</source>
        <translation>Average-only reference data</translation>
    </message>
    <message>
        <source>Periodic outliers</source>
        <translation>Periodic outliers</translation>
    </message>
    <message>
        <source>Emulated instruction counts shown as cycles</source>
        <translation>Emulated instruction counts shown as cycles</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is labelled as one switch but its case says switches=2: halve it or call it a round trip.</source>
        <translation>&apos;%1&apos; is labelled as one switch but its case says switches=2: halve it or call it a round trip.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is published as a single switch but its note says &quot;%3&quot;.</source>
        <translation>&apos;%1&apos; (%2) is published as a single switch but its note says &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; = %2 %3 is about the yield round trip (%4 %3) of the same configuration, which contains two switches.</source>
        <translation>&apos;%1&apos; = %2 %3 is about the yield round trip (%4 %3) of the same configuration, which contains two switches.</translation>
    </message>
    <message>
        <source>No measurement-chain overhead is stated for &apos;%1&apos;: the numbers include the timer read and loop.</source>
        <translation>No measurement-chain overhead is stated for &apos;%1&apos;: the numbers include the timer read and loop.</translation>
    </message>
    <message>
        <source>The source measured a floor of %1 %2 (bare-metal chain) but does not say it was subtracted from &apos;%3&apos;.</source>
        <translation>The source measured a floor of %1 %2 (bare-metal chain) but does not say it was subtracted from &apos;%3&apos;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; reports only a mean (&quot;%2&quot;): a mean hides the spread and the outliers; no min or median to compare.</source>
        <translation>&apos;%1&apos; reports only a mean (&quot;%2&quot;): a mean hides the spread and the outliers; no min or median to compare.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is emulated instruction-count time but its unit is cycles: label it &quot;emulated, instruction-count time&quot;.</source>
        <translation>&apos;%1&apos; (%2) is emulated instruction-count time but its unit is cycles: label it &quot;emulated, instruction-count time&quot;.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is emulated instruction-count time, compared next to cycle counts from real hardware.</source>
        <translation>&apos;%1&apos; (%2) is emulated instruction-count time, compared next to cycle counts from real hardware.</translation>
    </message>
    <message>
        <source>The cold first execution of %1 (%2 %3) is %4x the warm median (%5 %3): prefetch, caches and lazy initialisation. It is kept apart; warm up before sampling.</source>
        <translation>The cold first execution of %1 (%2 %3) is %4x the warm median (%5 %3): prefetch, caches and lazy initialisation. It is kept apart; warm up before sampling.</translation>
    </message>
    <message>
        <source>The first %1 sample(s) of %2 are over twice the median (%3 %4): the warm-up was too short.</source>
        <translation>The first %1 sample(s) of %2 are over twice the median (%3 %4): the warm-up was too short.</translation>
    </message>
    <message>
        <source>%1 of %2 samples of %3 exceed %4 %5 and recur every ~%6 samples: something in the harness (a print, the tick interrupt) runs inside the window. Look at the samples against their index.</source>
        <translation>%1 of %2 samples of %3 exceed %4 %5 and recur every ~%6 samples: something in the harness (a print, the tick interrupt) runs inside the window. Look at the samples against their index.</translation>
    </message>
    <message>
        <source>Besides %1, these conditions also vary: %2. A difference cannot be attributed to one of them.</source>
        <translation>Besides %1, these conditions also vary: %2. A difference cannot be attributed to one of them.</translation>
    </message>
    <message>
        <source>nothing studied</source>
        <translation>nothing studied</translation>
    </message>
    <message>
        <source>stated as running with %1: a debugger was connected since power-on (DHCSR.C_DEBUGEN stays set after flashing until a power cycle). A debugger halting the core, ITM/RTT output or live watch steals bus cycles and adds interrupts; power-cycle the board for a clean run.</source>
        <translation>stated as running with %1: a debugger was connected since power-on (DHCSR.C_DEBUGEN stays set after flashing until a power cycle). A debugger halting the core, ITM/RTT output or live watch steals bus cycles and adds interrupts; power-cycle the board for a clean run.</translation>
    </message>
    <message>
        <source>Run %1 measured its measurement chain (cal_timer_read) at %2 %3 but states overhead 0 for %4: nothing was subtracted, each number includes the chain.</source>
        <translation>Run %1 measured its measurement chain (cal_timer_read) at %2 %3 but states overhead 0 for %4: nothing was subtracted, each number includes the chain.</translation>
    </message>
    <message>
        <source>1 tick</source>
        <translation>1 tick</translation>
    </message>
    <message>
        <source>The timer resolution (%1) is at least a tenth of the measured %2 (%3 %4, %5): the number is mostly quantisation.</source>
        <translation>The timer resolution (%1) is at least a tenth of the measured %2 (%3 %4, %5): the number is mostly quantisation.</translation>
    </message>
    <message>
        <source>kernel unknown</source>
        <translation>kernel unknown</translation>
    </message>
    <message>
        <source>The logic analyser sampled at %1 MS/s; this event needs more than %2 MS/s.</source>
        <translation>The logic analyser sampled at %1 MS/s; this event needs more than %2 MS/s.</translation>
    </message>
    <message>
        <source>%1 is the studied condition: the clock moves what flash and peripheral accesses cost against the core (and the flash wait states, on parts that need more at a higher clock), unequally for each kernel&apos;s code, so rankings may flip between its values.</source>
        <translation>%1 is the studied condition: the clock moves what flash and peripheral accesses cost against the core (and the flash wait states, on parts that need more at a higher clock), unequally for each kernel&apos;s code, so rankings may flip between its values.</translation>
    </message>
    <message>
        <source>The compared runs differ in %1: the clock moves what flash and peripheral accesses cost against the core (and the flash wait states, on parts that need more at a higher clock), unequally for each kernel&apos;s code; compare at one clock.</source>
        <translation>The compared runs differ in %1: the clock moves what flash and peripheral accesses cost against the core (and the flash wait states, on parts that need more at a higher clock), unequally for each kernel&apos;s code; compare at one clock.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) is estimated cycles (model %3, %4) from the virtual board&apos;s instructions, not measured, compared next to cycle counts measured on real hardware: the gap includes the model&apos;s error.</source>
        <translation>&apos;%1&apos; (%2) is estimated cycles (model %3, %4) from the virtual board&apos;s instructions, not measured, compared next to cycle counts measured on real hardware: the gap includes the model&apos;s error.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; (%2) counts emulated instructions (icount), shown next to estimated cycles (model) of &apos;%1&apos;: instructions are not cycles (a taken branch refills the pipeline, loads and POP cost more than one cycle, exception entry costs 12), so the two units can rank kernels differently.</source>
        <translation>&apos;%1&apos; (%2) counts emulated instructions (icount), shown next to estimated cycles (model) of &apos;%1&apos;: instructions are not cycles (a taken branch refills the pipeline, loads and POP cost more than one cycle, exception entry costs 12), so the two units can rank kernels differently.</translation>
    </message>
    <message>
        <source>Here they do: instructions and estimated cycles order %1 against %2 the other way round.</source>
        <translation>Here they do: instructions and estimated cycles order %1 against %2 the other way round.</translation>
    </message>
</context>
<context>
    <name>rb::Validator</name>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>%1: firmware does not say, experiment asked %2</source>
        <translation>%1: firmware does not say, experiment asked %2</translation>
    </message>
    <message>
        <source>%1: firmware says %2, experiment asked %3</source>
        <translation>%1: firmware says %2, experiment asked %3</translation>
    </message>
    <message>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <source>MCU</source>
        <translation>MCU</translation>
    </message>
    <message>
        <source>core</source>
        <translation>core</translation>
    </message>
    <message>
        <source>compiler</source>
        <translation>compiler</translation>
    </message>
    <message>
        <source>compiler version</source>
        <translation>compiler version</translation>
    </message>
    <message>
        <source>compiler flags</source>
        <translation>compiler flags</translation>
    </message>
    <message>
        <source>optimisation level</source>
        <translation>optimisation level</translation>
    </message>
    <message>
        <source>clock (Hz)</source>
        <translation>clock (Hz)</translation>
    </message>
    <message>
        <source>flash wait states</source>
        <translation>flash wait states</translation>
    </message>
    <message>
        <source>kernel</source>
        <translation>kernel</translation>
    </message>
    <message>
        <source>kernel version</source>
        <translation>kernel version</translation>
    </message>
    <message>
        <source>kernel profile</source>
        <translation>kernel profile</translation>
    </message>
    <message>
        <source>kernel config %1</source>
        <translation>kernel config %1</translation>
    </message>
    <message>
        <source>timing method</source>
        <translation>timing method</translation>
    </message>
    <message>
        <source>timer frequency (Hz)</source>
        <translation>timer frequency (Hz)</translation>
    </message>
    <message>
        <source>emulated</source>
        <translation>emulated</translation>
    </message>
    <message>
        <source>not emulated</source>
        <translation>not emulated</translation>
    </message>
    <message>
        <source>timer</source>
        <translation>timer</translation>
    </message>
    <message>
        <source>debugger</source>
        <translation>debugger</translation>
    </message>
    <message>
        <source>case %1: its CASE line never arrived</source>
        <translation>case %1: its CASE line never arrived</translation>
    </message>
    <message>
        <source>case %1 has no END (%2 of %3 samples received)</source>
        <translation>case %1 has no END (%2 of %3 samples received)</translation>
    </message>
    <message>
        <source>case %1 is unsupported but %2 samples arrived</source>
        <translation>case %1 is unsupported but %2 samples arrived</translation>
    </message>
    <message>
        <source>case %1: %2 samples received, CASE announced n=%3</source>
        <translation>case %1: %2 samples received, CASE announced n=%3</translation>
    </message>
    <message>
        <source>case %1: %2 samples received, END says n=%3</source>
        <translation>case %1: %2 samples received, END says n=%3</translation>
    </message>
    <message>
        <source>overhead subtraction cannot be checked: cal_known_seq lacks expect=, overhead= or samples</source>
        <translation>overhead subtraction cannot be checked: cal_known_seq lacks expect=, overhead= or samples</translation>
    </message>
    <message>
        <source>overhead subtraction is not exact: median %1 - overhead %2 = %3, the known sequence takes %4</source>
        <translation>overhead subtraction is not exact: median %1 - overhead %2 = %3, the known sequence takes %4</translation>
    </message>
    <message>
        <source>DONE says cases=%1 but %2 cases arrived</source>
        <translation>DONE says cases=%1 but %2 cases arrived</translation>
    </message>
    <message>
        <source>DONE says failed=%1 but %2 cases ended with status=fail</source>
        <translation>DONE says failed=%1 but %2 cases ended with status=fail</translation>
    </message>
</context>
<context>
    <name>rb::WindowAttributor</name>
    <message>
        <source>the trace ended inside measured window %1 (after %2 of its instructions): the window is cut, nothing is attributed</source>
        <translation>the trace ended inside measured window %1 (after %2 of its instructions): the window is cut, nothing is attributed</translation>
    </message>
    <message>
        <source>the trace ended before the case&apos;s measurement began (%1 instructions traced)</source>
        <translation>the trace ended before the case&apos;s measurement began (%1 instructions traced)</translation>
    </message>
    <message>
        <source>the trace ended after %1 of the %2 requested windows</source>
        <translation>the trace ended after %1 of the %2 requested windows</translation>
    </message>
</context>
<context>
    <name>rb::WindowContents</name>
    <message>
        <source>Besides the kernel: two calls of the adapter&apos;s rb_yield (about 6 instructions each) and the partner task&apos;s loop between its yields (about 6).</source>
        <translation>Besides the kernel: two calls of the adapter&apos;s rb_yield (about 6 instructions each) and the partner task&apos;s loop between its yields (about 6).</translation>
    </message>
    <message>
        <source>Besides the kernel: the yielding task&apos;s call of rb_yield and its pend-switch store; the other task&apos;s return from its own rb_yield.</source>
        <translation>Besides the kernel: the yielding task&apos;s call of rb_yield and its pend-switch store; the other task&apos;s return from its own rb_yield.</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s give and take wrappers on both sides and the partner task&apos;s whole loop (status conversion, quit check, counter).</source>
        <translation>Besides the kernel: the adapter&apos;s give and take wrappers on both sides and the partner task&apos;s whole loop (status conversion, quit check, counter).</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s send wrapper (4) and the receive status conversion (4); the item is filled before the stamp.</source>
        <translation>Besides the kernel: the adapter&apos;s send wrapper (4) and the receive status conversion (4); the item is filled before the stamp.</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s lock wrapper (about 7) and unlock wrapper (5).</source>
        <translation>Besides the kernel: the adapter&apos;s lock wrapper (about 7) and unlock wrapper (5).</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s unlock wrapper (5) and the lock status conversion (4).</source>
        <translation>Besides the kernel: the adapter&apos;s unlock wrapper (5) and the lock status conversion (4).</translation>
    </message>
    <message>
        <source>Besides the interrupt entry: the write that pends the test interrupt (3).</source>
        <translation>Besides the interrupt entry: the write that pends the test interrupt (3).</translation>
    </message>
    <message>
        <source>Besides the kernel: the pending write (3), the port&apos;s vector stub, the adapter&apos;s ISR wrapper and the woken task&apos;s take status conversion (4).</source>
        <translation>Besides the kernel: the pending write (3), the port&apos;s vector stub, the adapter&apos;s ISR wrapper and the woken task&apos;s take status conversion (4).</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s rb_task_create (critical section, free static slot search, priority mapping): tens of instructions.</source>
        <translation>Besides the kernel: the adapter&apos;s rb_task_create (critical section, free static slot search, priority mapping): tens of instructions.</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s rb_task_join (join semaphore take, task delete) and the child&apos;s wrapper (its function&apos;s call, the join give).</source>
        <translation>Besides the kernel: the adapter&apos;s rb_task_join (join semaphore take, task delete) and the child&apos;s wrapper (its function&apos;s call, the join give).</translation>
    </message>
    <message>
        <source>An indirect call and return: that is what it measures.</source>
        <translation>An indirect call and return: that is what it measures.</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s resume wrapper (3 instructions); the resumed task&apos;s suspend is a tail call.</source>
        <translation>Besides the kernel: the adapter&apos;s resume wrapper (3 instructions); the resumed task&apos;s suspend is a tail call.</translation>
    </message>
    <message>
        <source>Besides the kernel: the adapter&apos;s give wrapper (about 5 instructions) and the waiter&apos;s take status conversion (4).</source>
        <translation>Besides the kernel: the adapter&apos;s give wrapper (about 5 instructions) and the waiter&apos;s take status conversion (4).</translation>
    </message>
    <message>
        <source>Recorded by older firmware under a name it no longer uses: the case&apos;s mech= says what it timed (resume: what preempt_resume measures now; sem_give: what sem_give_wake measures). Never ranked with either.</source>
        <translation>Recorded by older firmware under a name it no longer uses: the case&apos;s mech= says what it timed (resume: what preempt_resume measures now; sem_give: what sem_give_wake measures). Never ranked with either.</translation>
    </message>
    <message>
        <source>Nothing besides the kernel&apos;s general-purpose allocator: the adapter tail-calls it. Fixed-block pools are measured by pool_alloc/pool_free.</source>
        <translation>Nothing besides the kernel&apos;s general-purpose allocator: the adapter tail-calls it. Fixed-block pools are measured by pool_alloc/pool_free.</translation>
    </message>
    <message>
        <source>Besides the kernel&apos;s fixed-block pool: the adapter&apos;s wrapper (status conversion). Pools are never ranked with heap_alloc/heap_free.</source>
        <translation>Besides the kernel&apos;s fixed-block pool: the adapter&apos;s wrapper (status conversion). Pools are never ranked with heap_alloc/heap_free.</translation>
    </message>
</context>
<context>
    <name>rtosbench</name>
    <message>
        <source>rtosbench: measure and compare RTOS kernels on microcontrollers.</source>
        <translation>rtosbench: measure and compare RTOS kernels on microcontrollers.</translation>
    </message>
    <message>
        <source>Database file (default: %1).</source>
        <translation>Database file (default: %1).</translation>
    </message>
    <message>
        <source>Save one PNG per view into DIR (1280×800) and exit.</source>
        <translation>Save one PNG per view into DIR (1280×800) and exit.</translation>
    </message>
</context>
</TS>
