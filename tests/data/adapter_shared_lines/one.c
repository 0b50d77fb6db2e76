/* Test data of arch.adapter_shared_lines_detects: the function one() stands again in two.c
 * (comments, blank lines, lone braces and includes between its lines do not count). */
#include "one.h"

static int g_one;

int one(int x)
{
    int y = x * 2;
    y += 3;
    /* a comment */
    if (y > 10)
        y = 10;

    g_one = y;
    return y;
}
