// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/chip_probe.h"

#include <QRegularExpression>

namespace rb {

QStringList ChipProbe::arguments(const OpenOcdOptions &o)
{
    QStringList a = openOcdSetupArguments(o);
    // mdw reads through the memory access port while the core runs: nothing is halted.
    a << QStringLiteral("-c") << QStringLiteral("init");
    a << QStringLiteral("-c") << QStringLiteral("mdw 0x%1").arg(IdcodeAddress, 8, 16, QChar('0'));
    a << QStringLiteral("-c") << QStringLiteral("mdw 0x%1").arg(DensityAddress, 8, 16, QChar('0'));
    a << QStringLiteral("-c") << QStringLiteral("shutdown");
    return a;
}

ChipProbe ChipProbe::parse(const QString &output)
{
    ChipProbe p;
    static const QRegularExpression dp(QStringLiteral("DPIDR (0x[0-9a-fA-F]+)"));
    const auto d = dp.match(output);
    if (d.hasMatch())
        p.dpId = d.captured(1).toUInt(nullptr, 16);
    static const QRegularExpression word(
        QStringLiteral("^0x([0-9a-fA-F]{8}):\\s+([0-9a-fA-F]{8})\\b"),
        QRegularExpression::MultilineOption);
    auto it = word.globalMatch(output);
    while (it.hasNext()) {
        const auto m = it.next();
        const quint32 address = m.captured(1).toUInt(nullptr, 16);
        const quint32 value = m.captured(2).toUInt(nullptr, 16);
        if (address == IdcodeAddress)
            p.idcode = value;
        else if (address == DensityAddress)
            p.density = value;
    }
    return p;
}

} // namespace rb
