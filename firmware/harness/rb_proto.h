/* rtosbench firmware: protocol v1 writer (docs/protocol.md). */
#ifndef RB_PROTO_H
#define RB_PROTO_H

#include <stddef.h>
#include <stdint.h>

#include "rb_kv.h"

#define RB_PROTO_VERSION 1
#define RB_LINE_MAX 512 /* bytes per line including the terminating newline */

/* CRC-32/ISO-HDLC (zlib): poly 0xEDB88320 reflected, init and final xor 0xFFFFFFFF. */
uint32_t rb_crc32(const void *data, size_t n);

/* A line under construction; the sequence number is taken at rb_line_begin. */
typedef struct {
    char buf[RB_LINE_MAX];
    size_t len;
    int overflow; /* a field did not fit and was left out */
} rb_line_t;

/* Output sink; defaults to rb_port_write (the host unit test replaces it). */
typedef void (*rb_sink_fn)(const char *s, size_t n);
void rb_proto_set_sink(rb_sink_fn sink);
void rb_proto_reset(void); /* sequence back to 0 (before HELLO) */
uint32_t rb_proto_next_seq(void);

void rb_line_begin(rb_line_t *l, const char *type);
void rb_line_int(rb_line_t *l, const char *key, int64_t v);
void rb_line_str(rb_line_t *l, const char *key, const char *s); /* percent-encoded */
void rb_line_kv(rb_line_t *l, const rb_kv_t *kv);
/* key=v0,v1,... (unsigned decimals). */
void rb_line_list(rb_line_t *l, const char *key, const uint32_t *v, unsigned n);
/* Appends " *CRC\n" and writes the line. */
void rb_line_end(rb_line_t *l);

/* Room left for fields (used to pack COND lines). */
size_t rb_line_room(const rb_line_t *l);
/* Length of key=value once encoded. */
size_t rb_kv_encoded_len(const rb_kv_t *kv);

/* Formatting helpers (no printf on the targets). Return the number of chars written. */
size_t rb_fmt_u64(char *out, uint64_t v);
size_t rb_fmt_i64(char *out, int64_t v);
size_t rb_fmt_hex32(char *out, uint32_t v); /* 8 upper-case digits */

#endif
