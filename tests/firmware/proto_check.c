/* rtosbench firmware test: an independent protocol v1 checker (docs/protocol.md).
 * Reads a firmware output stream and verifies every line: CRC-32 (own implementation, table
 * based, independent of the firmware's), sequence numbers, field syntax, the record order
 * (HELLO, COND+, then CASE [S*] END per case, FOOT, DONE), S indices and counts, END fields.
 * Prints one summary line per case: id n median overhead corrected cold status.
 *
 * usage: proto_check FILE [--known-seq] [--failed0] [--allow-garbage N] [--manifest JSON]
 *                         [--expect-cases N] [--poison V]
 * --poison V: no sample may equal V (test builds fill every slot with it before a window).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int g_errors;
#define FAIL(...)                                                                                  \
    do {                                                                                           \
        fprintf(stderr, "proto_check: " __VA_ARGS__);                                              \
        fputc('\n', stderr);                                                                       \
        g_errors++;                                                                                \
    } while (0)

static uint32_t g_table[256];
static void crc_init(void)
{
    uint32_t i, c;
    int k;
    for (i = 0; i < 256; i++) {
        for (c = i, k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        g_table[i] = c;
    }
}
static uint32_t crc32_tab(const char *p, size_t n)
{
    uint32_t c = 0xFFFFFFFFu;
    while (n--)
        c = g_table[(c ^ (unsigned char)*p++) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

#define MAXF 64
typedef struct {
    char type[8];
    long long seq;
    int nf;
    char *key[MAXF], *val[MAXF];
} rec_t;

static const char *field(const rec_t *r, const char *k)
{
    int i;
    for (i = 0; i < r->nf; i++)
        if (!strcmp(r->key[i], k))
            return r->val[i];
    return 0;
}

static void decode(const char *in, char *out)
{
    while (*in) {
        if (in[0] == '%' && in[1] && in[2]) {
            char h[3] = {in[1], in[2], 0};
            *out++ = (char)strtol(h, 0, 16);
            in += 3;
        } else {
            *out++ = *in++;
        }
    }
    *out = 0;
}

static int is_int(const char *s)
{
    if (*s == '-')
        s++;
    if (!*s)
        return 0;
    for (; *s; s++)
        if (*s < '0' || *s > '9')
            return 0;
    return 1;
}

static const char *types[] = {"HELLO", "COND", "CASE", "S", "END", "FOOT", "DONE", "ERR"};

/* Parses and checks one line (without '\n'); returns 0 if it is not a protocol line. */
static int parse(char *line, long lineno, rec_t *r)
{
    size_t len = strlen(line), i;
    char *star, *tok, *save = 0;
    unsigned t;
    int known = 0;
    if (len && line[len - 1] == '\r')
        line[--len] = 0;
    for (t = 0; t < sizeof types / sizeof types[0]; t++) {
        size_t n = strlen(types[t]);
        if (!strncmp(line, types[t], n) && line[n] == ' ')
            known = 1;
    }
    if (!known)
        return 0;
    if (len + 1 > 512)
        FAIL("line %ld: overlong (%zu bytes)", lineno, len + 1);
    star = strstr(line, " *");
    if (!star || strlen(star) != 10) {
        FAIL("line %ld: no ' *CRC' trailer", lineno);
        return -1;
    }
    for (i = 2; i < 10; i++)
        if (!((star[i] >= '0' && star[i] <= '9') || (star[i] >= 'A' && star[i] <= 'F')))
            FAIL("line %ld: CRC not 8 upper-case hex digits", lineno);
    if (strtoul(star + 2, 0, 16) != crc32_tab(line, (size_t)(star - line)))
        FAIL("line %ld: bad CRC", lineno);
    *star = 0;
    memset(r, 0, sizeof *r);
    tok = strtok_r(line, " ", &save);
    snprintf(r->type, sizeof r->type, "%s", tok);
    tok = strtok_r(0, " ", &save);
    if (!tok || !is_int(tok))
        FAIL("line %ld: bad sequence number", lineno);
    r->seq = tok ? atoll(tok) : -1;
    while ((tok = strtok_r(0, " ", &save)) != 0) {
        char *eq = strchr(tok, '='), *p;
        if (!eq || eq == tok) {
            FAIL("line %ld: field without key=value: %s", lineno, tok);
            continue;
        }
        *eq = 0;
        for (p = tok; *p; p++)
            if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                  (*p >= '0' && *p <= '9') || *p == '_' || *p == '.'))
                FAIL("line %ld: bad key %s", lineno, tok);
        for (p = eq + 1; *p; p++)
            if ((unsigned char)*p < 0x21 || (unsigned char)*p > 0x7E || *p == '*' || *p == '=')
                FAIL("line %ld: unencoded byte in value of %s", lineno, tok);
        if (r->nf < MAXF) {
            r->key[r->nf] = tok;
            r->val[r->nf] = eq + 1;
            r->nf++;
        }
    }
    return 1;
}

static int cmp_u(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return x < y ? -1 : x > y;
}

/* The manifest's "conditions" (one "key": value per line, as the firmware build writes them)
 * must equal the COND fields of the run (percent-decoded). */
static void check_manifest(const char *path, const char *cond_all)
{
    FILE *f = fopen(path, "rb");
    char line[2048], want[1024], got[1024], pat[128];
    int in = 0, n = 0;
    if (!f) {
        FAIL("cannot open manifest %s", path);
        return;
    }
    while (fgets(line, sizeof line, f)) {
        char *k, *ke, *v, *w;
        if (strstr(line, "\"conditions\": {")) {
            in = 1;
            continue;
        }
        if (!in)
            continue;
        if (strchr(line, '}'))
            break;
        k = strchr(line, '"');
        ke = k ? strchr(k + 1, '"') : 0;
        if (!ke)
            continue;
        *ke = 0;
        v = ke + 1;
        while (*v == ':' || *v == ' ')
            v++;
        v[strcspn(v, ",\n")] = 0;
        if (*v == '"') { /* JSON string: unescape \\ and \" */
            char *o = want;
            for (w = v + 1; *w && *w != '"'; w++) {
                if (*w == '\\' && w[1])
                    w++;
                *o++ = *w;
            }
            *o = 0;
        } else {
            snprintf(want, sizeof want, "%s", v);
        }
        snprintf(pat, sizeof pat, " %s=", k + 1);
        {
            const char *c = strstr(cond_all, pat);
            size_t l;
            char raw[1024];
            if (!c) {
                FAIL("manifest condition %s missing from COND", k + 1);
                continue;
            }
            c += strlen(pat);
            l = strcspn(c, " ");
            snprintf(raw, sizeof raw, "%.*s", (int)l, c);
            decode(raw, got);
        }
        if (strcmp(got, want))
            FAIL("manifest %s=\"%s\" but COND says \"%s\"", k + 1, want, got);
        n++;
    }
    fclose(f);
    if (n < 10)
        FAIL("manifest has only %d conditions", n);
}

int main(int argc, char **argv)
{
    FILE *f;
    static char buf[4096];
    rec_t r;
    long lineno = 0, garbage = 0, allow_garbage = 0, expect_cases = -1;
    long long seq = -1, *samples = 0, ns = 0, cap = 0, n_expect = 0, poison = -1;
    int known_seq = 0, failed0 = 0, state = 0, ncases = 0, done = 0, seq_ok = -1, nfailed = 0, i;
    char cur[64] = "", *manifest = 0, cond_all[8192] = "";
    crc_init();
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE [options]\n", argv[0]);
        return 2;
    }
    for (i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--known-seq"))
            known_seq = 1;
        else if (!strcmp(argv[i], "--failed0"))
            failed0 = 1;
        else if (!strcmp(argv[i], "--allow-garbage") && i + 1 < argc)
            allow_garbage = atol(argv[++i]);
        else if (!strcmp(argv[i], "--expect-cases") && i + 1 < argc)
            expect_cases = atol(argv[++i]);
        else if (!strcmp(argv[i], "--manifest") && i + 1 < argc)
            manifest = argv[++i];
        else if (!strcmp(argv[i], "--poison") && i + 1 < argc)
            poison = atoll(argv[++i]);
    }
    f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    while (fgets(buf, sizeof buf, f)) {
        int k;
        lineno++;
        buf[strcspn(buf, "\n")] = 0;
        k = parse(buf, lineno, &r);
        if (k == 0) {
            garbage++;
            continue;
        }
        if (k < 0)
            continue;
        if (done)
            FAIL("line %ld: record after DONE", lineno);
        if (seq < 0 ? r.seq != 0 : r.seq != seq + 1)
            FAIL("line %ld: sequence %lld after %lld", lineno, r.seq, seq);
        seq = r.seq;
        if (!strcmp(r.type, "HELLO")) {
            /* The first record, and so sequence number 0 (a restart is another HELLO). */
            if (state != 0 || r.seq != 0)
                FAIL("line %ld: HELLO not first", lineno);
            if (!field(&r, "proto") || strcmp(field(&r, "proto"), "1"))
                FAIL("line %ld: HELLO without proto=1", lineno);
            state = 1;
        } else if (!strcmp(r.type, "COND")) {
            if (state != 1)
                FAIL("line %ld: COND out of place", lineno);
            for (i = 0; i < r.nf; i++) {
                size_t l = strlen(cond_all);
                snprintf(cond_all + l, sizeof cond_all - l, " %s=%s", r.key[i], r.val[i]);
            }
        } else if (!strcmp(r.type, "CASE")) {
            const char *id = field(&r, "id"), *n = field(&r, "n"), *st = field(&r, "status");
            if (state != 1 && state != 3)
                FAIL("line %ld: CASE out of place (previous case not ended?)", lineno);
            state = 2;
            ncases++;
            snprintf(cur, sizeof cur, "%s", id ? id : "?");
            ns = 0;
            n_expect = n ? atoll(n) : 0;
            if (!st && (!n || !field(&r, "unit") || !field(&r, "warmup")))
                FAIL("line %ld: CASE without unit/n/warmup", lineno);
            if (!strcmp(cur, "cal_known_seq") && !st && !field(&r, "expect"))
                FAIL("line %ld: cal_known_seq without expect=", lineno);
            /* expect=: the known code inside the window (cal_known_seq, and the test builds'
             * cal_known_xtask / cal_known_irq), remembered until END. */
            seq_ok = field(&r, "expect") ? atoi(field(&r, "expect")) : -1;
        } else if (!strcmp(r.type, "S")) {
            const char *c = field(&r, "case"), *ix = field(&r, "i"), *v = field(&r, "v");
            char *p, *e;
            int cnt = 0;
            if (state != 2 || !c || strcmp(c, cur))
                FAIL("line %ld: S outside its case", lineno);
            if (!ix || atoll(ix) != ns)
                FAIL("line %ld: S index %s, expected %lld", lineno, ix ? ix : "?", ns);
            for (p = (char *)(v ? v : ""); *p; p = *e ? e + 1 : e) {
                long long x = strtoll(p, &e, 10);
                if (e == p || (*e && *e != ',')) {
                    FAIL("line %ld: bad sample list", lineno);
                    break;
                }
                if (x == poison)
                    FAIL("line %ld: %s sample %lld is the poison value %lld (a slot the case "
                         "never wrote)",
                         lineno, cur, ns, poison);
                if (ns >= cap) {
                    cap = cap ? cap * 2 : 16384;
                    samples = realloc(samples, (size_t)cap * sizeof *samples);
                }
                samples[ns++] = x;
                cnt++;
            }
            if (cnt < 1 || cnt > 32)
                FAIL("line %ld: %d values on an S line", lineno, cnt);
        } else if (!strcmp(r.type, "END")) {
            const char *c = field(&r, "case"), *st = field(&r, "status"), *n = field(&r, "n");
            if (state != 2 || !c || strcmp(c, cur))
                FAIL("line %ld: END without its CASE", lineno);
            state = 3;
            if (!st)
                FAIL("line %ld: END without status", lineno);
            else if (!strcmp(st, "unsupported")) {
                if (ns)
                    FAIL("line %ld: unsupported case with samples", lineno);
                printf("%-20s unsupported\n", cur);
            } else {
                const char *ov = field(&r, "overhead"), *cold = field(&r, "cold");
                long long o = ov ? atoll(ov) : 0, med;
                if (!n || !ov || !cold || !is_int(n) || !is_int(ov) || !is_int(cold))
                    FAIL("line %ld: END without integer n/cold/overhead", lineno);
                if (n && (atoll(n) != ns || ns != n_expect))
                    FAIL("line %ld: %s: END n=%s, CASE n=%lld, %lld samples sent", lineno, cur, n,
                         n_expect, ns);
                if (strcmp(st, "ok") && strcmp(st, "fail"))
                    FAIL("line %ld: bad END status %s", lineno, st);
                if (!strcmp(st, "fail"))
                    nfailed++;
                if (failed0 && strcmp(st, "ok"))
                    FAIL("line %ld: case %s status=%s", lineno, cur, st);
                qsort(samples, (size_t)ns, sizeof *samples, cmp_u);
                med = ns ? samples[(ns - 1) / 2] : 0;
                printf("%-20s n=%lld min=%lld median=%lld max=%lld overhead=%lld "
                       "median-overhead=%lld cold=%s status=%s\n",
                       cur, ns, ns ? samples[0] : 0, med, ns ? samples[ns - 1] : 0, o, med - o,
                       cold ? cold : "?", st);
                if (known_seq && seq_ok >= 0) {
                    if (med - o != seq_ok)
                        FAIL("%s: median %lld - overhead %lld = %lld != expect %d", cur, med, o,
                             med - o, seq_ok);
                    else if (!strcmp(cur, "cal_known_seq"))
                        known_seq = 2;
                }
            }
            ns = 0;
        } else if (!strcmp(r.type, "FOOT")) {
            if (state != 3 && state != 1)
                FAIL("line %ld: FOOT out of place", lineno);
            state = 4;
        } else if (!strcmp(r.type, "DONE")) {
            const char *st = field(&r, "status"), *c = field(&r, "cases");
            const char *fl = field(&r, "failed");
            int ended = st && (!strcmp(st, "ok") || !strcmp(st, "fail"));
            done = 1;
            if (!ended)
                FAIL("line %ld: DONE status=%s", lineno, st ? st : "?");
            else if (state != 4)
                FAIL("line %ld: DONE %s without FOOT", lineno, st);
            if (ended && (!c || atoi(c) != ncases))
                FAIL("line %ld: DONE cases=%s but %d CASE records", lineno, c ? c : "?", ncases);
            /* status=fail exactly when a case ended with status=fail; failed= counts them. */
            if (ended && (!fl || !is_int(fl) || atoi(fl) != nfailed))
                FAIL("line %ld: DONE failed=%s but %d cases ended with status=fail", lineno,
                     fl ? fl : "?", nfailed);
            if (ended && !strcmp(st, nfailed ? "ok" : "fail"))
                FAIL("line %ld: DONE status=%s with %d failed cases", lineno, st, nfailed);
            if (failed0 && (!fl || strcmp(fl, "0") || strcmp(st ? st : "?", "ok")))
                FAIL("line %ld: DONE status=%s failed=%s", lineno, st ? st : "?", fl ? fl : "?");
            printf("DONE status=%s failed=%s\n", st ? st : "?", fl ? fl : "?");
        } else if (!strcmp(r.type, "ERR")) {
            FAIL("line %ld: ERR code=%s msg=%s", lineno, field(&r, "code"), field(&r, "msg"));
        }
    }
    fclose(f);
    if (!done)
        FAIL("no DONE: incomplete run");
    if (garbage > allow_garbage)
        FAIL("%ld non-protocol lines (allowed %ld)", garbage, allow_garbage);
    if (expect_cases >= 0 && ncases != expect_cases)
        FAIL("%d cases, expected %ld", ncases, expect_cases);
    if (known_seq == 1)
        FAIL("cal_known_seq was not measured");
    if (manifest)
        check_manifest(manifest, cond_all);
    printf("proto_check: %ld lines, %d cases, %ld garbage, %d errors\n", lineno, ncases, garbage,
           g_errors);
    free(samples);
    return g_errors ? 1 : 0;
}
