/* rtosbench firmware test: unit test of the harness protocol writer (firmware/harness/
 * rb_proto.c), compiled for the host with RB_PROTO_NO_PORT. */
#include <stdio.h>
#include <string.h>

#include "rb_proto.h"

static char g_out[8192];
static size_t g_len;
static int g_fail;

static void sink(const char *s, size_t n)
{
    memcpy(g_out + g_len, s, n);
    g_len += n;
    g_out[g_len] = 0;
}

#define CHECK(cond)                                                                                \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                 \
            g_fail++;                                                                              \
        }                                                                                          \
    } while (0)

int main(void)
{
    rb_line_t l;
    uint32_t v[40];
    char hex[9];
    unsigned i;

    /* CRC-32/ISO-HDLC check value. */
    CHECK(rb_crc32("123456789", 9) == 0xCBF43926u);
    CHECK(rb_crc32("", 0) == 0x00000000u);
    CHECK(rb_crc32("The quick brown fox jumps over the lazy dog", 43) == 0x414FA339u);
    rb_fmt_hex32(hex, 0xCBF43926u);
    hex[8] = 0;
    CHECK(strcmp(hex, "CBF43926") == 0);

    rb_proto_set_sink(sink);
    rb_proto_reset();

    /* HELLO with sequence 0 and the CRC over everything before " *". */
    rb_line_begin(&l, "HELLO");
    rb_line_int(&l, "proto", 1);
    rb_line_str(&l, "fw", "rtosbench");
    rb_line_end(&l);
    {
        const char *body = "HELLO 0 proto=1 fw=rtosbench";
        char want[64];
        rb_fmt_hex32(hex, rb_crc32(body, strlen(body)));
        snprintf(want, sizeof want, "%s *%.8s\n", body, hex);
        CHECK(strcmp(g_out, want) == 0);
    }

    /* Percent-encoding: bytes outside 0x21..0x7E and % * = , ; integers with sign. */
    g_len = 0;
    rb_line_begin(&l, "COND");
    rb_line_str(&l, "cflags", "-Os -g");
    rb_line_str(&l, "x", "a%b*c=d,e\x7f\xc3");
    rb_line_int(&l, "flash_ws", -1);
    rb_line_int(&l, "big", -9223372036854775807LL - 1);
    rb_line_end(&l);
    CHECK(strncmp(g_out,
                  "COND 1 cflags=-Os%20-g x=a%25b%2Ac%3Dd%2Ce%7F%C3 flash_ws=-1 "
                  "big=-9223372036854775808 *",
                  strlen("COND 1 cflags=-Os%20-g x=a%25b%2Ac%3Dd%2Ce%7F%C3 flash_ws=-1 "
                         "big=-9223372036854775808 *")) == 0);

    /* Sample lists: up to 32 values, sequence keeps counting. */
    for (i = 0; i < 40; i++)
        v[i] = 0xFFFFFFFFu - i;
    g_len = 0;
    rb_line_begin(&l, "S");
    rb_line_str(&l, "case", "cal_loop");
    rb_line_int(&l, "i", 0);
    rb_line_list(&l, "v", v, 32);
    rb_line_end(&l);
    CHECK(strncmp(g_out, "S 2 case=cal_loop i=0 v=4294967295,4294967294,", 46) == 0);
    CHECK(g_len <= RB_LINE_MAX);
    CHECK(l.overflow == 0);

    /* Nothing ever exceeds 512 bytes: an oversized field is left out and flagged. */
    {
        char big[600];
        memset(big, 'a', sizeof big - 1);
        big[sizeof big - 1] = 0;
        g_len = 0;
        rb_line_begin(&l, "ERR");
        rb_line_str(&l, "msg", big);
        rb_line_end(&l);
        CHECK(l.overflow == 1);
        CHECK(g_len <= RB_LINE_MAX);
        CHECK(strncmp(g_out, "ERR 3 *", 7) == 0);
    }
    CHECK(rb_proto_next_seq() == 4);

    printf("%s (%d failures)\n", g_fail ? "FAILED" : "ok", g_fail);
    return g_fail ? 1 : 0;
}
