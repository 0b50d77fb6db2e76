// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/protocol/validator.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Validator)
};

QString num(qint64 v)
{
    return QLocale(QLocale::English).toString(v);
}

QString numOpt(const std::optional<qint64> &v)
{
    return v ? num(*v) : Tr::tr("unknown");
}

enum class Match { Exact, CaseInsensitive, Flags, VersionPrefix };

bool same(const QString &reported, const QString &requested, Match m)
{
    switch (m) {
    case Match::Exact:
        return reported.trimmed() == requested.trimmed();
    case Match::CaseInsensitive:
        return reported.trimmed().compare(requested.trimmed(), Qt::CaseInsensitive) == 0;
    case Match::Flags:
        return reported.simplified() == requested.simplified();
    case Match::VersionPrefix: {
        // "12.2.1" matches "12.2.1 20221205 (release)"; "12.2" does not match "12.21".
        const QString r = reported.simplified(), q = requested.simplified();
        return r == q || (r.startsWith(q) && (r.at(q.size()) == ' ' || r.at(q.size()) == '-'));
    }
    }
    return false;
}

struct Comparer {
    QList<ValidationIssue> issues;

    void text(const QString &key, const QString &label, const QString &reported,
              const QString &requested, Match m)
    {
        if (requested.isEmpty())
            return;
        if (reported.isEmpty()) {
            issues << ValidationIssue{
                ValidationIssue::Kind::Unverified, key, requested, QString(),
                Tr::tr("%1: firmware does not say, experiment asked %2").arg(label, requested)};
            return;
        }
        if (!same(reported, requested, m))
            issues << ValidationIssue{ValidationIssue::Kind::Mismatch, key, requested, reported,
                                      Tr::tr("%1: firmware says %2, experiment asked %3")
                                          .arg(label, reported, requested)};
    }
    template <typename T>
    void number(const QString &key, const QString &label, const std::optional<T> &reported,
                const std::optional<T> &requested)
    {
        if (!requested)
            return;
        text(key, label, reported ? num(static_cast<qint64>(*reported)) : QString(),
             num(static_cast<qint64>(*requested)), Match::Exact);
    }
};

} // namespace

QList<ValidationIssue> Validator::compareConditions(const Configuration &rep,
                                                    const Configuration &req)
{
    Comparer c;
    c.text("board", Tr::tr("board"), rep.board, req.board, Match::CaseInsensitive);
    c.text("mcu", Tr::tr("MCU"), rep.mcu, req.mcu, Match::CaseInsensitive);
    c.text("core", Tr::tr("core"), rep.core, req.core, Match::CaseInsensitive);
    c.text("toolchain", Tr::tr("compiler"), rep.toolchain, req.toolchain, Match::CaseInsensitive);
    c.text("toolchain_version", Tr::tr("compiler version"), rep.toolchainVersion,
           req.toolchainVersion, Match::VersionPrefix);
    c.text("cflags", Tr::tr("compiler flags"), rep.cflags, req.cflags, Match::Flags);
    c.text("opt_level", Tr::tr("optimisation level"), rep.optLevel, req.optLevel, Match::Exact);
    c.number("clock_hz", Tr::tr("clock (Hz)"), rep.clockHz, req.clockHz);
    c.number("flash_wait_states", Tr::tr("flash wait states"), rep.flashWaitStates,
             req.flashWaitStates);
    c.text("kernel", Tr::tr("kernel"), rep.kernel, req.kernel, Match::CaseInsensitive);
    c.text("kernel_version", Tr::tr("kernel version"), rep.kernelVersion, req.kernelVersion,
           Match::VersionPrefix);
    c.text("kernel_profile", Tr::tr("kernel profile"), rep.kernelProfile, req.kernelProfile,
           Match::CaseInsensitive);
    for (auto it = req.kernelConfig.cbegin(); it != req.kernelConfig.cend(); ++it)
        c.text("kcfg." + it.key(), Tr::tr("kernel config %1").arg(it.key()),
               rep.kernelConfig.value(it.key()), it.value(), Match::Exact);
    c.text("timing_method", Tr::tr("timing method"), rep.timingMethod, req.timingMethod,
           Match::CaseInsensitive);
    c.number("timer_hz", Tr::tr("timer frequency (Hz)"), rep.timerHz, req.timerHz);
    if (req.timerEmulated) {
        const auto yesNo = [](bool b) { return b ? Tr::tr("emulated") : Tr::tr("not emulated"); };
        c.text("timer_emulated", Tr::tr("timer"),
               rep.timerEmulated ? yesNo(*rep.timerEmulated) : "", yesNo(*req.timerEmulated),
               Match::Exact);
    }
    c.text("debugger", Tr::tr("debugger"), rep.debugger, req.debugger, Match::CaseInsensitive);
    for (auto it = req.extra.cbegin(); it != req.extra.cend(); ++it)
        c.text(it.key(), it.key(), rep.extra.value(it.key()), it.value(), Match::Exact);
    return c.issues;
}

double Validator::median(std::vector<qint64> v)
{
    if (v.empty())
        return std::nan("");
    const std::size_t mid = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid), v.end());
    const double hi = static_cast<double>(v[mid]);
    if (v.size() % 2)
        return hi;
    const double lo = static_cast<double>(
        *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(mid)));
    return (lo + hi) / 2.0;
}

QList<ValidationIssue> Validator::checkConsistency(Run &run, const CaptureFacts &facts)
{
    using Kind = ValidationIssue::Kind;
    QList<ValidationIssue> issues;
    auto add = [&](Kind k, const QString &field, const QString &expected, const QString &actual,
                   const QString &message) {
        issues << ValidationIssue{k, field, expected, actual, message};
    };
    // DONE's failed= counts the cases the firmware itself ended with status=fail.
    const qint64 firmwareFailed =
        std::count_if(run.cases.cbegin(), run.cases.cend(),
                      [](const CaseResult &c) { return c.status == QLatin1String("fail"); });
    for (std::size_t i = 0; i < run.cases.size(); ++i) {
        CaseResult &cr = run.cases[i];
        const CaseFacts f = i < facts.cases.size() ? facts.cases[i] : CaseFacts{};
        const qint64 got = static_cast<qint64>(cr.samples.size());
        if (!f.caseSeen)
            add(Kind::Missing, cr.metric, "CASE", QString(),
                Tr::tr("case %1: its CASE line never arrived").arg(cr.metric));
        if (!f.endSeen) {
            add(Kind::Missing, cr.metric, "END", QString(),
                Tr::tr("case %1 has no END (%2 of %3 samples received)")
                    .arg(cr.metric, num(got), numOpt(f.announcedN)));
            continue;
        }
        if (cr.status == QLatin1String("unsupported")) {
            if (got > 0)
                add(Kind::Inconsistent, cr.metric, "0", num(got),
                    Tr::tr("case %1 is unsupported but %2 samples arrived")
                        .arg(cr.metric, num(got)));
            continue;
        }
        if (f.announcedN && got != *f.announcedN)
            add(Kind::Inconsistent, cr.metric, num(*f.announcedN), num(got),
                Tr::tr("case %1: %2 samples received, CASE announced n=%3")
                    .arg(cr.metric, num(got), num(*f.announcedN)));
        if (f.endN && got != *f.endN && (!f.announcedN || *f.endN != *f.announcedN))
            add(Kind::Inconsistent, cr.metric, num(*f.endN), num(got),
                Tr::tr("case %1: %2 samples received, END says n=%3")
                    .arg(cr.metric, num(got), num(*f.endN)));
        if (cr.metric == QLatin1String("cal_known_seq") && cr.status == QLatin1String("ok")) {
            if (!f.expect || !cr.overhead || cr.samples.empty()) {
                cr.checks.insert("overhead_exact", 0);
                cr.status = "fail";
                add(Kind::CheckFailed, cr.metric, QString(), QString(),
                    Tr::tr("overhead subtraction cannot be checked: cal_known_seq lacks expect=, "
                           "overhead= or samples"));
                continue;
            }
            const double med = median(cr.samples);
            const double corrected = med - static_cast<double>(*cr.overhead);
            const bool exact = corrected == static_cast<double>(*f.expect);
            cr.checks.insert("overhead_exact", exact ? 1 : 0);
            if (!exact) {
                cr.status = "fail";
                add(Kind::CheckFailed, cr.metric, num(*f.expect),
                    QString::number(corrected, 'g', 12),
                    Tr::tr("overhead subtraction is not exact: median %1 - overhead %2 = %3, "
                           "the known sequence takes %4")
                        .arg(QString::number(med, 'g', 12), num(*cr.overhead),
                             QString::number(corrected, 'g', 12), num(*f.expect)));
            }
        }
    }
    if (facts.doneCases && *facts.doneCases != static_cast<qint64>(run.cases.size()))
        add(Kind::Inconsistent, "cases", num(*facts.doneCases), num(qint64(run.cases.size())),
            Tr::tr("DONE says cases=%1 but %2 cases arrived")
                .arg(num(*facts.doneCases), num(qint64(run.cases.size()))));
    if (facts.doneFailed && *facts.doneFailed != firmwareFailed)
        add(Kind::Inconsistent, "failed", num(*facts.doneFailed), num(firmwareFailed),
            Tr::tr("DONE says failed=%1 but %2 cases ended with status=fail")
                .arg(num(*facts.doneFailed), num(firmwareFailed)));
    return issues;
}

} // namespace rb
