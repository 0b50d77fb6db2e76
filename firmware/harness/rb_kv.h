/* rtosbench firmware: key/value pairs for the COND block (shared by harness, adapters, ports). */
#ifndef RB_KV_H
#define RB_KV_H

#include <stdint.h>

/* One COND field: a string value (s != 0, written percent-encoded) or an integer (s == 0). */
typedef struct {
    const char *key;
    const char *s;
    int64_t i;
} rb_kv_t;

#define RB_KV_STR(k, v)                                                                            \
    {                                                                                              \
        (k), (v), 0                                                                                \
    }
#define RB_KV_INT(k, v)                                                                            \
    {                                                                                              \
        (k), 0, (int64_t)(v)                                                                       \
    }

#endif
