/* rtosbench firmware, bench_port layer: the host (Linux): stdout is the protocol channel,
 * CLOCK_MONOTONIC the timer, exit() the end of the run, alarm() the watchdog. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "rb_build_info.h"
#include "rb_port.h"

volatile uint32_t rb_host_ts_saturated;

extern char __executable_start, etext, __data_start, edata, __bss_start, end;

static char g_machine[65];

static void on_alarm(int sig)
{
    (void)sig;
    rb_harness_fatal("timeout", "case watchdog expired (host alarm)");
    _exit(1);
}

void rb_port_init(void)
{
    struct utsname u;
    struct sigaction sa;
    if (uname(&u) == 0) {
        size_t i;
        for (i = 0; i + 1 < sizeof g_machine && u.machine[i]; i++)
            g_machine[i] = u.machine[i];
        g_machine[i] = 0;
    }
    sa.sa_handler = on_alarm;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    sigaction(SIGALRM, &sa, 0);
}

int rb_port_timer_check(const char **msg)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0) {
        *msg = "clock_gettime(CLOCK_MONOTONIC) failed";
        return -1;
    }
    return 0;
}

void rb_port_write(const char *s, size_t n)
{
    while (n) {
        ssize_t w = write(1, s, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            _exit(1); /* the channel is gone */
        }
        s += w;
        n -= (size_t)w;
    }
}

void rb_port_exit(int code)
{
    exit(code);
}

/* A tracer attached to this process (gdb, strace: ptrace stops it at every event it watches),
 * from TracerPid in /proc/self/status (Linux); "unknown" where that cannot be read. Trap 8. */
static const char *host_debugger(void)
{
    static const char *state;
    char line[128];
    FILE *f;
    if (state)
        return state;
    state = "unknown";
    f = fopen("/proc/self/status", "r");
    if (!f)
        return state;
    while (fgets(line, sizeof line, f))
        if (strncmp(line, "TracerPid:", 10) == 0) {
            state = atol(line + 10) != 0 ? "attached" : "detached";
            break;
        }
    fclose(f);
    return state;
}

int rb_port_cond(rb_kv_t *kv, int max)
{
    rb_kv_t f[] = {
        RB_KV_STR("board", "host"),
        RB_KV_STR("mcu", g_machine[0] ? g_machine : RB_COND_MCU),
        RB_KV_STR("core", g_machine[0] ? g_machine : RB_COND_CORE),
        RB_KV_STR("cpuid", "none"),
        RB_KV_INT("clock_hz", 0),
        RB_KV_INT("flash_ws", -1),
        RB_KV_STR("timer", RB_BUILD_TIMER),
        RB_KV_INT("timer_hz", RB_TIMER_HZ),
        RB_KV_INT("timer_bits", RB_TIMER_BITS),
        RB_KV_INT("timer_emulated", 0),
        RB_KV_STR("unit", RB_PORT_UNIT),
        RB_KV_STR("debugger", host_debugger()),
    };
    int n = (int)(sizeof f / sizeof f[0]), i;
    for (i = 0; i < n && i < max; i++)
        kv[i] = f[i];
    return i;
}

void rb_port_watchdog(unsigned seconds)
{
    alarm(seconds);
}

void rb_port_footprint(long *text, long *rodata, long *data, long *bss)
{
    *text = (long)(&etext - &__executable_start);
    *rodata = -1; /* no linker symbol on the host; the manifest has it from the ELF */
    *data = (long)(&edata - &__data_start);
    *bss = (long)(&end - &__bss_start);
}

int rb_port_irq_available(void)
{
    return 0;
}
void rb_port_irq_set_handler(rb_port_isr_fn fn)
{
    (void)fn;
}
void rb_port_irq_set_priority(unsigned prio)
{
    (void)prio;
}
int rb_port_irq_priority(void)
{
    return -1;
}
int rb_port_systick_priority(void)
{
    return -1;
}
void rb_port_irq_trigger(void) {}
rb_ts_t rb_port_isr_ts(void)
{
    return 0;
}
rb_ts_t rb_port_trigger_ts(void)
{
    return 0;
}
