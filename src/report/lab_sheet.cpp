// SPDX-License-Identifier: GPL-3.0-or-later
// The lab sheet (docs/labs.md, "Lab sheets"): HTML laid out by QTextDocument on an A4 QPdfWriter.
#include "report/lab_sheet.h"

#include "core/analysis/traps.h"
#include "core/lab/lab.h"
#include "core/lab/lab_trap_report.h"
#include "core/stats/summary.h"
#include "core/util/set_error.h"
#include "report/report_html.h"
#include "report/report_tr.h"

#include <QAbstractTextDocumentLayout>
#include <QDate>
#include <QFile>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <cmath>

namespace rb {
namespace {

struct Tr {
    RB_REPORT_TR_FUNCTIONS(rb::LabSheet)
};

QString esc(const QString &s)
{
    return report::escaped(s);
}

QString code(const QString &s)
{
    return QStringLiteral("<code>%1</code>").arg(esc(s));
}

QString section(const QString &title)
{
    return QStringLiteral("<h2>%1</h2>").arg(esc(title));
}

QString number(double v)
{
    if (std::isnan(v))
        return QStringLiteral("—");
    return v == std::floor(v) && std::abs(v) < 1e15 ? QString::number(qint64(v))
                                                    : QString::number(v, 'g', 5);
}

// The name of a run's configuration: the plan's label when the run knows its place in the
// lab's plan, else the kernel and the lab's varied conditions as the run states them.
QString runLabel(const Lab &lab, const Run &run, const std::vector<BuildRequest> &plan)
{
    if (run.planIndex && *run.planIndex >= 0 && std::size_t(*run.planIndex) < plan.size() &&
        plan[std::size_t(*run.planIndex)].kernel == run.config.kernel)
        return Lab::configurationLabel(lab.experiment, plan[std::size_t(*run.planIndex)]);
    QStringList parts;
    if (lab.experiment.kernels.size() > 1)
        parts << run.config.kernel;
    for (const auto &[key, values] : lab.experiment.vary) {
        Q_UNUSED(values);
        const QString v = run.config.value(Configuration::canonicalConditionKey(key));
        parts << QStringLiteral("%1 = %2").arg(key, v.isEmpty() ? QStringLiteral("—") : v);
    }
    return parts.join(QStringLiteral(" · "));
}

QString header(const Lab &lab, const LabSheetOptions &o)
{
    const QString name = o.student.isEmpty() ? QStringLiteral("_______________________")
                                             : QStringLiteral("<b>%1</b>").arg(esc(o.student));
    return QStringLiteral("<h1>%1</h1><p>%2 · %3</p><p>%4 %5 &nbsp;&nbsp; %6 ____________</p>")
        .arg(esc(lab.title.text(o.language)), esc(Tr::tr("Lab sheet")), code(lab.id),
             esc(Tr::tr("Name:")), name, esc(Tr::tr("Date:")));
}

QString trapParagraph(const Lab &lab)
{
    if (lab.trap <= 0) {
        return QStringLiteral("<p>%1</p>")
            .arg(esc(Tr::tr("This lab shows none of the twelve traps by number: it shows what a "
                            "measured figure holds. rtosbench still checks every run for all "
                            "twelve and lists what it finds.")));
    }
    return QStringLiteral("<p><b>#%1 %2.</b> %3</p>")
        .arg(lab.trap)
        .arg(esc(traps::trapTitle(lab.trap)),
             esc(Tr::tr("One configuration of this lab falls into the trap on purpose and the "
                        "other avoids it. After the run rtosbench judges every run with its "
                        "trap detectors: \"fired\" when the trap shows in that run, \"quiet\" "
                        "when it does not. Find out which configuration fires it and why.")));
}

// A command on a line of its own, never broken (copied from the PDF as typed).
QString command(const QString &s)
{
    return QStringLiteral("<br/><code style=\"white-space: pre;\">%1</code>").arg(esc(s));
}

QString steps(const Lab &lab, const QString &lang)
{
    QStringList items;
    for (const QString &k : lab.requiresKernelDir)
        items << Tr::tr("Add the source tree of %1 (a directory or an archive your teacher gives "
                        "you; or %2):")
                         .arg(esc(k), code(QStringLiteral("kernel fetch %1").arg(k))) +
                     command(QStringLiteral("rtosbench-cli kernel add %1 ARCHIVE").arg(k));
    items << Tr::tr("Run the lab. It builds the firmware, runs every configuration and prints a "
                    "table of the metrics and the trap's verdict per run:") +
                 command(QStringLiteral("rtosbench-cli --db runs.db lab run %1 --lang %2")
                             .arg(lab.id, lang));
    items << Tr::tr("Or in the workbench: View › Labs (Ctrl+L), pick \"%1\", press Run lab ▶ "
                    "(Ctrl+R); then Open in Compare shows the runs side by side.")
                 .arg(esc(lab.title.text(lang)));
    items << Tr::tr("Write the medians and the verdicts into the table below and answer the "
                    "questions.");
    items << Tr::tr("Or fill this sheet with your own numbers (the run ids are printed by lab "
                    "run; %1 lists them):")
                     .arg(code(QStringLiteral("rtosbench-cli --db runs.db runs"))) +
                 command(QStringLiteral("rtosbench-cli --db runs.db lab sheet %1 --runs IDS "
                                        "--student \"NAME\" --out sheet.pdf")
                             .arg(lab.id));
    QString html = QStringLiteral("<ol>");
    for (const QString &i : items)
        html += QStringLiteral("<li>%1</li>").arg(i);
    return html + QStringLiteral("</ol>");
}

QString questions(const Lab &lab, const QString &lang)
{
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\">");
    int n = 0;
    for (const LabText &q : lab.questions) {
        html += QStringLiteral("<tr><td><b>%1.</b> %2</td></tr>"
                               "<tr><td style=\"border-bottom: 1px solid #999999;\" "
                               "height=\"64\">&nbsp;</td></tr>")
                    .arg(++n)
                    .arg(esc(q.text(lang)));
    }
    return html + QStringLiteral("</table>");
}

QString tableHead(const Lab &lab, const std::vector<Run> &runs)
{
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
                                  "width=\"100%\"><tr>");
    if (!runs.empty())
        html += QStringLiteral("<th>%1</th>").arg(esc(Tr::tr("Run")));
    html += QStringLiteral("<th width=\"%1%\">%2</th>")
                .arg(runs.empty() ? 30 : 24)
                .arg(esc(Tr::tr("Configuration")));
    for (const QString &m : lab.metrics) {
        QString unit;
        for (const Run &r : runs)
            if (const CaseResult *c = r.findCase(m); c && unit.isEmpty())
                unit = c->unit;
        // A long metric name may break after an underscore (a zero-width space), not anywhere.
        QString name = esc(m);
        name.replace(QLatin1Char('_'), QStringLiteral("_\u200b"));
        html += QStringLiteral("<th>%1<br/>%2</th>")
                    .arg(name,
                         esc(unit.isEmpty() ? Tr::tr("median") : Tr::tr("median (%1)").arg(unit)));
    }
    if (lab.trap > 0)
        html += QStringLiteral("<th width=\"10%\">%1<br/>%2</th>")
                    .arg(esc(Tr::tr("Trap #%1").arg(lab.trap)), esc(Tr::tr("fired / quiet")));
    return html + QStringLiteral("</tr>");
}

QString emptyTable(const Lab &lab)
{
    QString html = tableHead(lab, {});
    for (const BuildRequest &r : lab.experiment.expand()) {
        html += QStringLiteral("<tr><td height=\"28\">%1</td>")
                    .arg(esc(Lab::configurationLabel(lab.experiment, r)));
        for (int i = 0; i < lab.metrics.size() + (lab.trap > 0 ? 1 : 0); ++i)
            html += QStringLiteral("<td>&nbsp;</td>");
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

QString filledTable(const Lab &lab, const std::vector<Run> &runs)
{
    const LabTrapReport report = LabTrapReport::evaluate(lab, runs);
    const std::vector<BuildRequest> plan = lab.experiment.expand();
    QString html = tableHead(lab, runs);
    for (const Run &run : runs) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td>")
                    .arg(run.id)
                    .arg(esc(runLabel(lab, run, plan)));
        for (const QString &m : lab.metrics) {
            const CaseResult *c = run.findCase(m);
            QString cell = esc(Tr::tr("missing"));
            if (c) {
                const Summary s = summarize(c->corrected());
                cell = s.n ? number(s.median) : QStringLiteral("—");
                if (c->status != QLatin1String("ok"))
                    cell += QStringLiteral(" (%1)").arg(esc(c->status));
            }
            html += QStringLiteral("<td align=\"right\">%1</td>").arg(cell);
        }
        if (lab.trap > 0)
            html +=
                QStringLiteral("<td><b>%1</b></td>")
                    .arg(esc(report.labTrapOn(run.id).empty() ? Tr::tr("quiet") : Tr::tr("fired")));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

// The optimisation level and the flags (once: the flags usually hold the level).
QString optimisation(const Configuration &c)
{
    if (c.cflags.split(QLatin1Char(' ')).contains(c.optLevel))
        return c.cflags;
    return QStringLiteral("%1 %2").arg(c.optLevel, c.cflags).trimmed();
}

// The conditions every run states (board, kernel, compiler, flags, timer).
QString conditions(const std::vector<Run> &runs)
{
    QString html = QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                                  "width=\"100%\"><tr><th>%1</th><th>%2</th><th>%3</th>"
                                  "<th>%4</th><th>%5</th><th>%6</th><th>%7</th></tr>")
                       .arg(esc(Tr::tr("Run")), esc(Tr::tr("Board")), esc(Tr::tr("Kernel")),
                            esc(Tr::tr("Compiler")), esc(Tr::tr("Optimisation")),
                            esc(Tr::tr("Timer")), esc(Tr::tr("Status")));
    for (const Run &r : runs) {
        const Configuration &c = r.config;
        html +=
            QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td>"
                           "<td>%6</td><td>%7</td></tr>")
                .arg(r.id)
                .arg(esc(c.board),
                     esc(QStringLiteral("%1 %2").arg(c.kernel, c.kernelVersion).trimmed()),
                     esc(QStringLiteral("%1 %2").arg(c.toolchain, c.toolchainVersion).trimmed()),
                     esc(optimisation(c)), esc(c.timingMethod), esc(runStatusName(r.status)));
    }
    return html + QStringLiteral("</table>");
}

} // namespace

QString labSheetHtml(const Lab &lab, const LabSheetOptions &o)
{
    const QString lang = o.language;
    QString html = header(lab, o);
    html +=
        section(Tr::tr("Goal")) + QStringLiteral("<p>%1</p>").arg(esc(lab.explanation.text(lang)));
    html += section(Tr::tr("The trap")) + trapParagraph(lab);
    html += section(Tr::tr("Steps")) + steps(lab, lang);
    if (o.runs.empty()) {
        html += section(Tr::tr("Your results")) + emptyTable(lab);
    } else {
        html += section(Tr::tr("Your results")) +
                QStringLiteral("<p>%1</p>")
                    .arg(esc(Tr::tr("Medians of the corrected samples (raw − overhead) of your "
                                    "runs, and the lab trap's verdict on each.")));
        html += filledTable(lab, o.runs);
        html += section(Tr::tr("Conditions of your runs")) + conditions(o.runs);
    }
    html += section(Tr::tr("Questions")) + questions(lab, lang);
    return html;
}

bool writeLabSheetPdf(const Lab &lab, const LabSheetOptions &options, const QString &outPath,
                      QString *error, LabSheetOutcome *outcome)
{
    report::LanguageScope language(options.language);
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return setError(error, Tr::tr("the lab sheet needs a QGuiApplication"));
    const QString part = outPath + QStringLiteral(".part");
    int pages = 0;
    {
        QPdfWriter writer(part);
        writer.setResolution(96);
        writer.setCreator(QStringLiteral("rtosbench %1").arg(QStringLiteral(RTOSBENCH_VERSION)));
        writer.setTitle(lab.title.text(options.language));
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                         QMarginsF(15, 12, 15, 12), QPageLayout::Millimeter));
        QPainter painter;
        if (!painter.begin(&writer)) {
            QFile::remove(part);
            return setError(error, Tr::tr("cannot write %1").arg(outPath));
        }
        QFont font(options.language == QLatin1String("zh_CN") ? QStringLiteral("Noto Sans CJK SC")
                                                              : QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9);
        font.setStyleStrategy(QFont::PreferNoShaping); // flags copied from the PDF as typed
        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&writer);
        doc.setDefaultFont(font);
        doc.setDefaultStyleSheet(QStringLiteral(
            "h1 { font-size: 15pt; } h2 { font-size: 11pt; margin-top: 8px; } "
            "th { background-color: #e6e6e6; font-size: 6.5pt; } table { font-size: 8pt; } "
            "code { font-family: 'DejaVu Sans Mono'; font-size: 8pt; }"));
        doc.setHtml(labSheetHtml(lab, options));
        constexpr double kFooter = 20;
        const QRectF body(0, 0, writer.width(), writer.height() - kFooter);
        doc.setPageSize(body.size());
        pages = doc.pageCount();
        for (int i = 0; i < pages; ++i) {
            if (i > 0)
                writer.newPage();
            painter.save();
            painter.translate(0, -i * body.height());
            doc.drawContents(&painter, QRectF(0, i * body.height(), body.width(), body.height()));
            painter.restore();
            QFont f = font;
            f.setPointSizeF(7);
            painter.setFont(f);
            painter.setPen(Qt::darkGray);
            const QRectF foot(0, writer.height() - kFooter + 6, writer.width(), kFooter - 6);
            painter.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter,
                             QStringLiteral("rtosbench · %1").arg(lab.id));
            painter.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
                             Tr::tr("page %1 of %2").arg(i + 1).arg(pages));
        }
        if (!painter.end()) {
            QFile::remove(part);
            return setError(error, Tr::tr("cannot write %1").arg(outPath));
        }
    }
    QFile::remove(outPath);
    if (!QFile::rename(part, outPath)) {
        QFile::remove(part);
        return setError(error, Tr::tr("cannot write %1").arg(outPath));
    }
    if (outcome)
        outcome->pages = pages;
    return true;
}

} // namespace rb
