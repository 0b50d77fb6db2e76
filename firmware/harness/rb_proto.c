/* rtosbench firmware: protocol v1 writer: CRC-32, percent-encoding, sequence numbers. */
#include "rb_proto.h"

#include <string.h>

#ifndef RB_PROTO_NO_PORT
#include "rb_port.h"
static rb_sink_fn g_sink = rb_port_write;
#else
static rb_sink_fn g_sink = 0;
#endif

static uint32_t g_seq;

uint32_t rb_crc32(const void *data, size_t n)
{
    const unsigned char *p = (const unsigned char *)data;
    uint32_t crc = 0xFFFFFFFFu;
    size_t i;
    int b;
    for (i = 0; i < n; i++) {
        crc ^= p[i];
        for (b = 0; b < 8; b++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    return crc ^ 0xFFFFFFFFu;
}

void rb_proto_set_sink(rb_sink_fn sink)
{
    g_sink = sink;
}
void rb_proto_reset(void)
{
    g_seq = 0;
}
uint32_t rb_proto_next_seq(void)
{
    return g_seq;
}

size_t rb_fmt_u64(char *out, uint64_t v)
{
    char tmp[20];
    size_t n = 0, i;
    do {
        tmp[n++] = (char)('0' + (int)(v % 10u));
        v /= 10u;
    } while (v);
    for (i = 0; i < n; i++)
        out[i] = tmp[n - 1 - i];
    return n;
}

size_t rb_fmt_i64(char *out, int64_t v)
{
    if (v < 0) {
        out[0] = '-';
        return 1 + rb_fmt_u64(out + 1, (uint64_t)0 - (uint64_t)v);
    }
    return rb_fmt_u64(out, (uint64_t)v);
}

static const char k_hex[] = "0123456789ABCDEF";

size_t rb_fmt_hex32(char *out, uint32_t v)
{
    int i;
    for (i = 0; i < 8; i++)
        out[i] = k_hex[(v >> (28 - 4 * i)) & 0xFu];
    return 8;
}

static int needs_escape(unsigned char c)
{
    return c < 0x21 || c > 0x7E || c == '%' || c == '*' || c == '=' || c == ',';
}

static size_t str_encoded_len(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += needs_escape((unsigned char)*s) ? 3 : 1;
    return n;
}

size_t rb_kv_encoded_len(const rb_kv_t *kv)
{
    char tmp[24];
    size_t n = strlen(kv->key) + 1;
    return n + (kv->s ? str_encoded_len(kv->s) : rb_fmt_i64(tmp, kv->i));
}

/* 11 = " *XXXXXXXX\n" */
size_t rb_line_room(const rb_line_t *l)
{
    size_t used = l->len + 11;
    return used >= RB_LINE_MAX ? 0 : RB_LINE_MAX - used;
}

void rb_line_begin(rb_line_t *l, const char *type)
{
    size_t n = strlen(type);
    memcpy(l->buf, type, n);
    l->buf[n++] = ' ';
    n += rb_fmt_u64(l->buf + n, g_seq++);
    l->len = n;
    l->overflow = 0;
}

/* Appends " key=" if key=value (value_len chars) fits; returns 0 if it does not. */
static int field_start(rb_line_t *l, const char *key, size_t value_len)
{
    size_t k = strlen(key);
    if (1 + k + 1 + value_len > rb_line_room(l)) {
        l->overflow = 1;
        return 0;
    }
    l->buf[l->len++] = ' ';
    memcpy(l->buf + l->len, key, k);
    l->len += k;
    l->buf[l->len++] = '=';
    return 1;
}

void rb_line_int(rb_line_t *l, const char *key, int64_t v)
{
    char tmp[24];
    size_t n = rb_fmt_i64(tmp, v);
    if (field_start(l, key, n)) {
        memcpy(l->buf + l->len, tmp, n);
        l->len += n;
    }
}

void rb_line_str(rb_line_t *l, const char *key, const char *s)
{
    if (!s)
        s = "unknown";
    if (!field_start(l, key, str_encoded_len(s)))
        return;
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (needs_escape(c)) {
            l->buf[l->len++] = '%';
            l->buf[l->len++] = k_hex[c >> 4];
            l->buf[l->len++] = k_hex[c & 0xFu];
        } else {
            l->buf[l->len++] = (char)c;
        }
    }
}

void rb_line_kv(rb_line_t *l, const rb_kv_t *kv)
{
    if (kv->s)
        rb_line_str(l, kv->key, kv->s);
    else
        rb_line_int(l, kv->key, kv->i);
}

void rb_line_list(rb_line_t *l, const char *key, const uint32_t *v, unsigned n)
{
    char tmp[11 * 32];
    size_t len = 0;
    unsigned i;
    for (i = 0; i < n && len + 11 <= sizeof tmp; i++) {
        if (i)
            tmp[len++] = ',';
        len += rb_fmt_u64(tmp + len, v[i]);
    }
    if (i < n)
        l->overflow = 1;
    if (field_start(l, key, len)) {
        memcpy(l->buf + l->len, tmp, len);
        l->len += len;
    }
}

void rb_line_end(rb_line_t *l)
{
    uint32_t crc = rb_crc32(l->buf, l->len);
    l->buf[l->len++] = ' ';
    l->buf[l->len++] = '*';
    l->len += rb_fmt_hex32(l->buf + l->len, crc);
    l->buf[l->len++] = '\n';
    if (g_sink)
        g_sink(l->buf, l->len);
}
