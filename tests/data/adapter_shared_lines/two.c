/* Test data of arch.adapter_shared_lines_detects (see one.c). */
#include "two.h"

int one(int x)
{
    int y = x * 2;
    y += 3;
    if (y > 10)
        y = 10;
    g_one = y;
    return y;
}

int two(int x)
{
    return x - 1;
}
