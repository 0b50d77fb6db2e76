// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lab/class_report.h"

#include "core/lab/class_session.h"
#include "core/lab/lab.h"
#include "core/lab/lab_trap_report.h"
#include "core/stats/summary.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::ClassReport)
};

double medianOf(std::vector<double> v)
{
    return v.empty() ? std::nan("") : summarize(v).median;
}

QString shown(const QString &v)
{
    return v.isEmpty() ? QStringLiteral("—") : v;
}

void differ(QStringList *out, const QString &key, const QString &got, const QString &want)
{
    out->append(QStringLiteral("%1 %2 (lab: %3)").arg(key, shown(got), shown(want)));
}

// The conditions of run that differ from what request asks (only what the request states).
QStringList differences(const Run &run, const BuildRequest &req, const QStringList &metrics)
{
    QStringList d;
    const Configuration &c = run.config;
    auto cmp = [&](const char *key, const QString &got, const QString &want, bool ci = false) {
        if (!want.isEmpty() && got.compare(want, ci ? Qt::CaseInsensitive : Qt::CaseSensitive))
            differ(&d, QLatin1String(key), got, want);
    };
    cmp("board", c.board, req.board);
    cmp("kernel", c.kernel, req.kernel);
    cmp("opt_level", c.optLevel, req.opt);
    cmp("toolchain", c.toolchain, req.toolchain, true);
    cmp("timing_method", c.timingMethod, req.timer);
    cmp("kernel_profile", c.kernelProfile, req.profile);
    if (req.clockHz && c.clockHz != req.clockHz)
        differ(&d, QStringLiteral("clock_hz"), c.clockHz ? QString::number(*c.clockHz) : QString(),
               QString::number(*req.clockHz));
    if (req.flashWaitStates && c.flashWaitStates != req.flashWaitStates)
        differ(&d, QStringLiteral("flash_wait_states"),
               c.flashWaitStates ? QString::number(*c.flashWaitStates) : QString(),
               QString::number(*req.flashWaitStates));
    for (auto it = req.kernelConfig.cbegin(); it != req.kernelConfig.cend(); ++it)
        cmp(qPrintable(QStringLiteral("kernel_config.") + it.key()), c.kernelConfig.value(it.key()),
            it.value());
    const QStringList have = c.cflags.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &t : req.cflags.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (!have.contains(t))
            differ(&d, QStringLiteral("cflags"), c.cflags, req.cflags);
    // Iterations and warm-up as the first lab metric's case states them.
    for (const QString &m : metrics) {
        const CaseResult *cr = run.findCase(m);
        if (!cr)
            continue;
        if (req.iterations && cr->iterations && *cr->iterations != *req.iterations)
            differ(&d, QStringLiteral("iterations"), QString::number(*cr->iterations),
                   QString::number(*req.iterations));
        if (req.warmup && cr->warmup && *cr->warmup != *req.warmup)
            differ(&d, QStringLiteral("warmup"), QString::number(*cr->warmup),
                   QString::number(*req.warmup));
        break;
    }
    d.removeDuplicates();
    return d;
}

int cflagTokens(const BuildRequest &r)
{
    return int(r.cflags.split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
}

} // namespace

bool ClassReport::Student::flagged() const
{
    return !flags().isEmpty();
}

QStringList ClassReport::Student::flags() const
{
    QStringList out;
    if (!differences.isEmpty())
        out << Tr::tr("conditions differ: %1").arg(differences.join(QStringLiteral("; ")));
    if (!missing.isEmpty())
        out << Tr::tr("missing: %1").arg(missing.join(QStringLiteral("; ")));
    QStringList outl;
    for (const Cell &c : cells)
        if (c.outlier)
            outl << c.metric;
    outl.removeDuplicates();
    if (!outl.isEmpty())
        out << Tr::tr("outlier: %1").arg(outl.join(QStringLiteral(", ")));
    return out;
}

ClassReport ClassReport::build(const Lab &lab, const QString &className,
                               const std::vector<Run> &classRuns, const QStringList &roster)
{
    ClassReport r;
    r.className = className;
    r.labId = lab.id;
    r.trap = lab.trap;
    r.deterministic = lab.experiment.board == QLatin1String("qemu");
    // The lab's configurations, once each (repetitions repeat them).
    std::vector<BuildRequest> configs;
    for (const BuildRequest &req : lab.experiment.expand()) {
        const QString label = Lab::configurationLabel(lab.experiment, req);
        if (r.configurations.contains(label))
            continue;
        r.configurations << label;
        configs.push_back(req);
    }
    // The class: every student of its runs, and the roster.
    QStringList names = roster;
    QMap<QString, std::vector<const Run *>> byStudent;
    for (const Run &run : classRuns) {
        if (ClassSession::tagValue(run.tags, QStringLiteral("class")) != className)
            continue;
        const QString s = ClassSession::tagValue(run.tags, QStringLiteral("student"));
        if (s.isEmpty())
            continue;
        names << s;
        if (ClassSession::tagValue(run.tags, QStringLiteral("lab")) == lab.id)
            byStudent[s].push_back(&run);
    }
    names.removeDuplicates();
    std::sort(names.begin(), names.end());

    for (const QString &name : names) {
        Student st;
        st.name = name;
        std::vector<Run> mine;
        for (const Run *run : byStudent.value(name))
            mine.push_back(*run);
        const LabTrapReport traps = LabTrapReport::evaluate(lab, mine);
        QMap<int, std::vector<const Run *>> matching; // configuration -> matching runs
        QSet<int> tried;
        for (const Run &run : mine) {
            RunLine line;
            line.runId = run.id;
            line.status = run.status;
            line.fired = !traps.labTrapOn(run.id).empty();
            int best = -1;
            QStringList bestDiff;
            for (int i = 0; i < int(configs.size()); ++i) {
                const QStringList d = differences(run, configs[std::size_t(i)], lab.metrics);
                if (best < 0 || d.size() < bestDiff.size() ||
                    (d.size() == bestDiff.size() && cflagTokens(configs[std::size_t(i)]) >
                                                        cflagTokens(configs[std::size_t(best)]))) {
                    best = i;
                    bestDiff = d;
                }
            }
            line.configuration = best;
            line.differences = bestDiff;
            st.differences << bestDiff;
            if (best >= 0)
                tried.insert(best);
            // A run that did not complete still counts with the cases it measured (a host run
            // fails as a whole when one scenario check, e.g. tick_jitter, fails).
            if (best >= 0 && bestDiff.isEmpty())
                matching[best].push_back(&run);
            st.runs.push_back(line);
        }
        st.differences.removeDuplicates();
        for (int i = 0; i < int(configs.size()); ++i) {
            if (!tried.contains(i))
                st.missing << r.configurations.value(i);
            for (const QString &m : lab.metrics) {
                Cell cell;
                cell.configuration = i;
                cell.metric = m;
                std::vector<double> medians;
                for (const Run *run : matching.value(i)) {
                    const CaseResult *cr = run->findCase(m);
                    if (!cr)
                        continue;
                    cell.unit = cr->unit;
                    const std::vector<double> v = cr->corrected();
                    if (!v.empty())
                        medians.push_back(medianOf(v));
                }
                if (!medians.empty())
                    cell.median = medianOf(medians);
                st.cells.push_back(cell);
            }
        }
        r.students.push_back(std::move(st));
    }

    // The class's figures per configuration x metric, then the outliers.
    for (int i = 0; i < int(configs.size()); ++i) {
        for (const QString &m : lab.metrics) {
            ClassCell cc;
            cc.configuration = i;
            cc.metric = m;
            std::vector<double> v;
            for (const Student &st : r.students)
                for (const Cell &c : st.cells)
                    if (c.configuration == i && c.metric == m && c.median) {
                        v.push_back(*c.median);
                        if (cc.unit.isEmpty())
                            cc.unit = c.unit;
                    }
            cc.students = int(v.size());
            if (!v.empty()) {
                cc.median = medianOf(v);
                std::vector<double> dev;
                for (double x : v)
                    dev.push_back(std::fabs(x - *cc.median));
                cc.mad = medianOf(dev);
                QMap<double, int> counts;
                for (double x : v)
                    ++counts[x];
                int most = 0;
                for (auto it = counts.cbegin(); it != counts.cend(); ++it)
                    if (it.value() > most) { // ascending keys: the smaller wins a tie
                        most = it.value();
                        cc.mode = it.key();
                    }
            }
            r.classCells.push_back(cc);
        }
    }
    for (Student &st : r.students)
        for (Cell &c : st.cells) {
            const ClassCell *cc = r.classCell(c.configuration, c.metric);
            if (!c.median || !cc || !cc->median)
                continue;
            if (r.deterministic)
                c.outlier = *c.median != *cc->mode;
            else
                c.outlier = cc->mad > 0 ? std::fabs(*c.median - *cc->median) > 3 * cc->mad
                                        : *c.median != *cc->median;
        }
    return r;
}

std::optional<ClassReport> ClassReport::fromStore(const RunStore &store, const Lab &lab,
                                                  const QString &className,
                                                  const QStringList &roster, QString *error)
{
    QString why;
    const std::vector<RunRow> rows = store.listRuns(&why);
    if (!why.isEmpty()) {
        setError(error, why);
        return std::nullopt;
    }
    std::vector<Run> runs;
    for (const RunRow &row : rows) {
        if (ClassSession::tagValue(row.tags, QStringLiteral("class")) != className)
            continue;
        // Only this lab's runs need their samples; the others name the class's students.
        const bool ofLab = ClassSession::tagValue(row.tags, QStringLiteral("lab")) == lab.id;
        auto run = store.loadRun(row.id, ofLab, false, &why);
        if (!run) {
            setError(error, why.isEmpty() ? Tr::tr("run %1 vanished while read").arg(row.id) : why);
            return std::nullopt;
        }
        runs.push_back(std::move(*run));
    }
    return build(lab, className, runs, roster);
}

QString ClassReport::outlierRule() const
{
    return deterministic
               ? Tr::tr("virtual board (deterministic): a median different from the class's "
                        "modal value is an outlier")
               : Tr::tr("physical board: a median more than 3 MAD from the class median is an "
                        "outlier (MAD of the students' medians; with MAD 0, any difference)");
}

const ClassReport::ClassCell *ClassReport::classCell(int configuration, const QString &metric) const
{
    for (const ClassCell &c : classCells)
        if (c.configuration == configuration && c.metric == metric)
            return &c;
    return nullptr;
}

int ClassReport::flaggedCount() const
{
    return int(std::count_if(students.begin(), students.end(),
                             [](const Student &s) { return s.flagged(); }));
}

namespace {
QJsonValue optNum(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}
} // namespace

QJsonObject ClassReport::toJson() const
{
    QJsonArray students_;
    for (const Student &st : students) {
        QJsonArray runs;
        for (const RunLine &l : st.runs)
            runs.append(QJsonObject{
                {"id", l.runId},
                {"configuration", configurations.value(l.configuration)},
                {"status", runStatusName(l.status)},
                {"verdict", l.fired ? QStringLiteral("fired") : QStringLiteral("quiet")},
                {"differences", QJsonArray::fromStringList(l.differences)}});
        QJsonArray cells;
        for (const Cell &c : st.cells) {
            const ClassCell *cc = classCell(c.configuration, c.metric);
            cells.append(QJsonObject{{"configuration", configurations.value(c.configuration)},
                                     {"metric", c.metric},
                                     {"unit", c.unit},
                                     {"median", optNum(c.median)},
                                     {"class_median", cc ? optNum(cc->median) : QJsonValue()},
                                     {"outlier", c.outlier}});
        }
        students_.append(QJsonObject{{"student", st.name},
                                     {"runs", runs},
                                     {"differences", QJsonArray::fromStringList(st.differences)},
                                     {"missing", QJsonArray::fromStringList(st.missing)},
                                     {"medians", cells},
                                     {"flagged", st.flagged()}});
    }
    QJsonArray classCells_;
    for (const ClassCell &c : classCells)
        classCells_.append(QJsonObject{{"configuration", configurations.value(c.configuration)},
                                       {"metric", c.metric},
                                       {"unit", c.unit},
                                       {"median", optNum(c.median)},
                                       {"mode", optNum(c.mode)},
                                       {"mad", c.mad},
                                       {"students", c.students}});
    return QJsonObject{{"class", className},
                       {"lab", labId},
                       {"trap", trap},
                       {"deterministic", deterministic},
                       {"outlier_rule", outlierRule()},
                       {"configurations", QJsonArray::fromStringList(configurations)},
                       {"class_medians", classCells_},
                       {"students", students_},
                       {"flagged", flaggedCount()}};
}

} // namespace rb
