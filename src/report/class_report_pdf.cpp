// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/class_report_pdf.h"

#include "core/lab/class_report.h"
#include "core/lab/lab.h"
#include "core/util/set_error.h"
#include "report/report_tr.h"

#include <QAbstractTextDocumentLayout>
#include <QFile>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

namespace rb::report {

namespace {

struct T {
    RB_REPORT_TR_FUNCTIONS(rb::ClassReportPdf)
};

constexpr double kFooter = 24; // px at the bottom of each page

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

QString number(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 10) : QStringLiteral("—");
}

class Pages {
public:
    Pages(QPdfWriter &w, QPainter &p, QFont font, QString title)
        : m_writer(w), m_painter(p), m_font(std::move(font)), m_title(std::move(title))
    {}
    // html on new pages: scaled down to fit one page when it can be (to 0.5), else flowed.
    void add(const QString &html, bool onePage)
    {
        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&m_writer);
        doc.setDefaultFont(m_font);
        doc.setDefaultStyleSheet(QStringLiteral(
            "h1 { font-size: 16pt; } h2 { font-size: 12pt; } th { background-color: #e6e6e6; } "
            "table { font-size: 7pt; } td.flag { background-color: #fbd9d3; }"));
        doc.setHtml(html);
        const QSizeF body(m_writer.width(), m_writer.height() - kFooter);
        double scale = 1;
        doc.setPageSize(body);
        while (onePage && doc.pageCount() > 1 && scale > 0.5) {
            scale -= 0.04;
            doc.setPageSize(body / scale);
        }
        const QSizeF page = body / scale;
        for (int i = 0; i < doc.pageCount(); ++i) {
            newPage();
            m_painter.save();
            m_painter.scale(scale, scale);
            m_painter.translate(0, -i * page.height());
            doc.drawContents(&m_painter, QRectF(QPointF(0, i * page.height()), page));
            m_painter.restore();
        }
    }

private:
    void newPage()
    {
        if (m_page > 0)
            m_writer.newPage();
        ++m_page;
        QFont f = m_font;
        f.setPointSizeF(7);
        m_painter.setFont(f);
        m_painter.setPen(Qt::darkGray);
        const QRectF foot(0, m_writer.height() - kFooter + 8, m_writer.width(), kFooter - 8);
        m_painter.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, m_title);
        m_painter.drawText(foot, Qt::AlignRight | Qt::AlignVCenter, T::tr("page %1").arg(m_page));
        m_painter.setPen(Qt::black);
    }
    QPdfWriter &m_writer;
    QPainter &m_painter;
    QFont m_font;
    QString m_title;
    int m_page = 0;
};

QString verdicts(const ClassReport::Student &s)
{
    QStringList out;
    for (const ClassReport::RunLine &l : s.runs)
        out << QStringLiteral("%1&nbsp;%2%3")
                   .arg(l.runId)
                   .arg(l.fired ? T::tr("fired") : T::tr("quiet"),
                        l.status == RunStatus::Complete
                            ? QString()
                            : QStringLiteral(" (%1)").arg(esc(runStatusName(l.status))));
    return out.join(QStringLiteral(", "));
}

// The lab's page: what is judged, then a row per student.
QString labPage(const ClassReport &r, const Lab &lab, const QString &language)
{
    QString h = QStringLiteral("<h1>%1</h1>")
                    .arg(esc(T::tr("Class %1 — %2").arg(r.className, lab.title.text(language))));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(T::tr("Lab %1 (trap %2). %3 students, %4 flagged. Outliers: %5.")
                          .arg(r.labId)
                          .arg(r.trap)
                          .arg(r.students.size())
                          .arg(r.flaggedCount())
                          .arg(r.outlierRule())));
    QStringList legend;
    for (int i = 0; i < r.configurations.size(); ++i)
        legend << QStringLiteral("C%1 = %2").arg(i + 1).arg(esc(r.configurations[i]));
    h += QStringLiteral("<p>%1</p>").arg(legend.join(QStringLiteral(" · ")));
    h += QStringLiteral("<table border='1' cellspacing='0' cellpadding='2' width='100%'><tr><th>") +
         esc(T::tr("Student")) + QStringLiteral("</th><th>") + esc(T::tr("Runs (verdict)")) +
         QStringLiteral("</th><th>") + esc(T::tr("Conditions")) + QStringLiteral("</th>");
    for (const ClassReport::ClassCell &c : r.classCells)
        h += QStringLiteral("<th>C%1 %2<br/>%3</th>")
                 .arg(c.configuration + 1)
                 .arg(esc(c.metric), esc(T::tr("class %1").arg(number(c.median))));
    h += QStringLiteral("<th>") + esc(T::tr("Flagged")) + QStringLiteral("</th></tr>");
    for (const ClassReport::Student &s : r.students) {
        const QString cls = s.flagged() ? QStringLiteral(" class='flag'") : QString();
        h += QStringLiteral("<tr><td%1>%2</td><td%1>%3</td><td%1>%4</td>")
                 .arg(cls, esc(s.name), verdicts(s),
                      s.runs.empty()            ? esc(T::tr("no run"))
                      : s.differences.isEmpty() ? esc(T::tr("match"))
                                                : esc(s.differences.join(QStringLiteral("; "))));
        for (const ClassReport::Cell &c : s.cells)
            h += QStringLiteral("<td%1 align='right'>%2%3</td>")
                     .arg(c.outlier ? QStringLiteral(" class='flag'") : QString(), number(c.median),
                          c.outlier ? QStringLiteral(" ⚑") : QString());
        h += QStringLiteral("<td%1>%2</td></tr>")
                 .arg(cls, esc(s.flags().join(QStringLiteral(" · "))));
    }
    return h + QStringLiteral("</table>");
}

QString appendix(const std::vector<ClassReport> &reports, const std::vector<Lab> &labs,
                 const QString &language)
{
    QString h = QStringLiteral("<h1>%1</h1>").arg(esc(T::tr("Appendix")));
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(T::tr(
                 "A student's median is the median of their matching runs' corrected medians "
                 "(raw - overhead; a run that did not complete counts with the cases it "
                 "measured); the class median is the median of the students' "
                 "medians. Runs whose conditions differ from the lab's are named and left out of "
                 "the class figures. Missing: a configuration of the lab the student has no run "
                 "of.")));
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const ClassReport &r = reports[i];
        h += QStringLiteral("<h2>%1</h2>")
                 .arg(esc(QStringLiteral("%1 — %2").arg(r.labId, labs[i].title.text(language))));
        h += QStringLiteral("<table border='1' cellspacing='0' cellpadding='2'><tr><th>%1</th>"
                            "<th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th><th>%7</th>"
                            "</tr>")
                 .arg(esc(T::tr("Configuration")), esc(T::tr("Metric")), esc(T::tr("Unit")),
                      esc(T::tr("Students")), esc(T::tr("Class median")), esc(T::tr("Mode")),
                      esc(T::tr("MAD")));
        for (const ClassReport::ClassCell &c : r.classCells)
            h += QStringLiteral("<tr><td>C%1 %2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td>"
                                "<td>%7</td><td>%8</td></tr>")
                     .arg(c.configuration + 1)
                     .arg(esc(r.configurations.value(c.configuration)), esc(c.metric), esc(c.unit))
                     .arg(c.students)
                     .arg(number(c.median), number(c.mode), number(c.mad));
        h += QStringLiteral("</table><p>");
        for (const ClassReport::Student &s : r.students) {
            QStringList runs;
            for (const ClassReport::RunLine &l : s.runs)
                runs << QStringLiteral("%1 (C%2%3)")
                            .arg(l.runId)
                            .arg(l.configuration + 1)
                            .arg(l.differences.isEmpty()
                                     ? QString()
                                     : QStringLiteral(": ") +
                                           l.differences.join(QStringLiteral("; ")));
            h += QStringLiteral("<b>%1</b>: %2<br/>")
                     .arg(esc(s.name),
                          esc(runs.isEmpty() ? T::tr("no run") : runs.join(QStringLiteral(", "))));
        }
        h += QStringLiteral("</p>");
    }
    return h;
}

} // namespace

bool writeClassReportPdf(const std::vector<ClassReport> &reports, const std::vector<Lab> &labs,
                         const QString &path, const QString &language, QString *error)
{
    const LanguageScope scope(language);
    if (reports.empty() || reports.size() != labs.size())
        return setError(error, T::tr("no lab to report"));
    {
        QFile probe(path);
        if (!probe.open(QIODevice::WriteOnly))
            return setError(error, T::tr("cannot write %1: %2").arg(path, probe.errorString()));
    }
    QPdfWriter writer(path);
    writer.setResolution(96);
    writer.setCreator(QStringLiteral("rtosbench %1").arg(QStringLiteral(RTOSBENCH_VERSION)));
    const QString title = T::tr("Class report: %1").arg(reports.front().className);
    writer.setTitle(title);
    const QMarginsF margins(12, 12, 12, 10);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, margins,
                                     QPageLayout::Millimeter));
    QPainter painter;
    if (!painter.begin(&writer))
        return setError(error, T::tr("cannot write %1").arg(path));
    QFont font(language == QLatin1String("zh_CN") ? QStringLiteral("Noto Sans CJK SC")
                                                  : QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    font.setStyleStrategy(QFont::PreferNoShaping);
    Pages pages(writer, painter, font, title);
    for (std::size_t i = 0; i < reports.size(); ++i)
        pages.add(labPage(reports[i], labs[i], language), true);
    pages.add(appendix(reports, labs, language), false);
    if (!painter.end())
        return setError(error, T::tr("cannot write %1").arg(path));
    return true;
}

} // namespace rb::report
