// SPDX-License-Identifier: GPL-3.0-or-later
// writeReportPdf: collects the data (report_data), lays out the text (report_html) with
// QTextDocument and the plots (report_plots) on a 96 dpi QPdfWriter, page by page.
#include "report/report.h"

#include "core/io/csv_export.h"
#include "core/store/run_store.h"
#include "core/util/set_error.h"
#include "report/attribution_waterfall.h"
#include "report/plot_style.h"
#include "report/report_attribution.h"
#include "report/report_data.h"
#include "report/report_detail.h"
#include "report/report_findings.h"
#include "report/report_glance.h"
#include "report/report_history.h"
#include "report/report_html.h"
#include "report/report_plots.h"
#include "report/report_tr.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QFile>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

namespace rb {
namespace {

constexpr double kFooter = 24; // px reserved at the bottom of each page

class PageFlow {
public:
    PageFlow(QPdfWriter &writer, QPainter &painter, const QFont &font, const QString &title)
        : m_writer(writer), m_painter(painter), m_font(font), m_title(title)
    {}
    QRectF body() const { return QRectF(0, 0, m_writer.width(), m_writer.height() - kFooter); }
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
        m_painter.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
                           report::Text::tr("page %1").arg(m_page));
    }
    // Lays out html over as many pages as it needs (each call starts a new page).
    void document(const QString &html)
    {
        QTextDocument doc;
        prepare(doc, html);
        const QRectF b = body();
        doc.setPageSize(b.size());
        for (int i = 0; i < doc.pageCount(); ++i) {
            newPage();
            m_painter.save();
            m_painter.translate(0, -i * b.height());
            doc.drawContents(&m_painter, QRectF(0, i * b.height(), b.width(), b.height()));
            m_painter.restore();
        }
    }
    // Lays out html on one new page, scaled down (to at most kMinScale) when it needs more
    // (issue 38: a glance table fits one page; text in a vector PDF stays sharp).
    void onePage(const QString &html)
    {
        constexpr double kMinScale = 0.6;
        QTextDocument doc;
        prepare(doc, html);
        const QRectF b = body();
        double scale = 1;
        doc.setPageSize(b.size());
        while (doc.pageCount() > 1 && scale > kMinScale) {
            scale -= 0.04;
            doc.setPageSize(b.size() / scale);
        }
        if (doc.pageCount() > 1) { // too much even at the smallest scale: flow it
            document(html);
            return;
        }
        newPage();
        m_painter.save();
        m_painter.scale(scale, scale);
        doc.drawContents(&m_painter, QRectF(QPointF(0, 0), b.size() / scale));
        m_painter.restore();
    }
    // A short paragraph at the given place of the current page.
    void note(const QRectF &rect, const QString &html)
    {
        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(&m_writer);
        doc.setDefaultFont(m_font);
        doc.setHtml(html);
        doc.setTextWidth(rect.width());
        m_painter.save();
        m_painter.translate(rect.topLeft());
        doc.drawContents(&m_painter, QRectF(0, 0, rect.width(), rect.height()));
        m_painter.restore();
    }
    int pages() const { return m_page; }

private:
    void prepare(QTextDocument &doc, const QString &html)
    {
        doc.documentLayout()->setPaintDevice(&m_writer);
        doc.setDefaultFont(m_font);
        doc.setDefaultStyleSheet(QStringLiteral(
            "h1 { font-size: 18pt; } h2 { font-size: 13pt; } h3 { font-size: 10pt; } "
            "th { background-color: #e6e6e6; } table { font-size: 7.5pt; }"));
        doc.setHtml(html);
    }

    QPdfWriter &m_writer;
    QPainter &m_painter;
    QFont m_font;
    QString m_title;
    int m_page = 0;
};

bool writeCsv(const report::ReportData &d, QString *error)
{
    QSaveFile f(d.csvPath);
    if (!f.open(QIODevice::WriteOnly)) {
        return setError(error,
                        report::Text::tr("cannot write %1: %2").arg(d.csvPath, f.errorString()));
    }
    f.write(CsvExport::samples(d.runs));
    if (!f.commit()) {
        return setError(error,
                        report::Text::tr("cannot write %1: %2").arg(d.csvPath, f.errorString()));
    }
    return true;
}

bool render(report::ReportData &d, const QString &path, const ReportProgress &progress,
            ReportOutcome *outcome)
{
    QPdfWriter writer(path);
    writer.setResolution(96);
    writer.setCreator(QStringLiteral("rtosbench %1").arg(QStringLiteral(RTOSBENCH_VERSION)));
    writer.setTitle(d.title);
    // Issue 38: the part before the appendix in landscape (a glance table has a column per
    // kernel: 12 kernels fit), the appendix in portrait. A layout set right before a new page
    // applies to that page.
    const QMarginsF margins(15, 15, 15, 12);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Landscape, margins,
                                     QPageLayout::Millimeter));
    const std::unique_ptr<QPainter> painter = report::createPlotPainter(&writer);
    QFont font(d.language == QLatin1String("zh_CN") ? QStringLiteral("Noto Sans CJK SC")
                                                    : QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    // No shaping: no ligatures, so that flags such as -ffunction-sections are copied from the
    // PDF as typed (not with an "ff" ligature glyph).
    font.setStyleStrategy(QFont::PreferNoShaping);
    PageFlow flow(writer, *painter, font, d.title);

    // Summary first (issues 16 and 38): a glance table per configuration, the rank shifts of the
    // metrics whose ranking changes, their detail, the traps, confounds and shared conditions;
    // everything else is the appendix.
    for (const QString &page : report::glancePagesHtml(d))
        flow.onePage(page);
    const QMap<QString, QColor> colours = plotstyle::kernelColors(d.kernels);
    if (!progress(30, report::Text::tr("Plots")))
        return false;
    std::vector<const RankReport *> shifts;
    for (const RankReport &r : d.ranks)
        if (d.detailMetrics.contains(r.metric) && !r.ranking.flips.empty())
            shifts.push_back(&r);
    if (!shifts.empty()) {
        // Small multiples: four charts a row, four rows a page (16: every result of 20
        // metrics); three rows for more than eight kernels, so that their labels do not overlap.
        constexpr int kColumns = 4;
        const int rows = d.kernels.size() > 8 ? 3 : 4;
        flow.newPage();
        QRectF b = flow.body();
        flow.note(
            QRectF(0, 0, b.width(), 40),
            QStringLiteral("<h2>%1</h2>")
                .arg(report::escaped(report::Text::tr("Rank shift by %1 (rank 1 = fastest median)")
                                         .arg(d.shiftCondition))));
        const double top = 40, gap = 10;
        const double w = (b.width() - (kColumns - 1) * gap) / kColumns;
        const double h = (b.height() - top) / rows - gap;
        for (size_t i = 0; i < shifts.size(); ++i) {
            const int onPage = int(i % (kColumns * rows));
            if (i > 0 && onPage == 0)
                flow.newPage();
            const double y = top + (onPage / kColumns) * (h + gap);
            report::drawRankShift(painter.get(), QRectF((onPage % kColumns) * (w + gap), y, w, h),
                                  font, *shifts[i], colours);
        }
    }
    QString omitted;
    if (d.ranks.empty())
        omitted = QStringLiteral("<h2>%1</h2><p>%2</p>")
                      .arg(report::escaped(report::Text::tr("Rank shift")),
                           report::escaped(d.rankShiftOmitted));
    flow.document(omitted + report::detailHtml(d) + report::findingsHtml(d) +
                  report::referenceHtml(d));
    // Attributions (issue 24): per attribution, its waterfalls (two a page) and its table.
    for (const Attribution &a : d.optionAttributions) {
        const QRectF b = flow.body();
        for (size_t i = 0; i < a.metrics.size(); ++i) {
            if (i % 2 == 0)
                flow.newPage();
            const double y = i % 2 == 0 ? 0 : b.height() / 2 + 4;
            report::drawAttributionWaterfall(
                painter.get(), QRectF(0, y, b.width(), b.height() / 2 - 4), font, a, a.metrics[i]);
        }
        flow.document(report::attributionHtml(a));
    }
    // Kernel histories (issue 25): change points and every commit's medians.
    for (const auto &[id, points] : d.histories) {
        flow.newPage();
        flow.document(report::historyHtml(id, points, d.metrics));
    }
    if (!progress(40, report::Text::tr("Appendix")))
        return false;
    const int before = flow.pages();
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, margins,
                                     QPageLayout::Millimeter));
    flow.document(report::backMatterHtml(d));
    // Box plots of the results, two metrics a page, grouped by configuration, one legend a page.
    const QStringList values = report::configurationValues(d);
    const QRectF b = flow.body();
    for (int i = 0; i < d.resultMetrics.size(); ++i) {
        double y = 0;
        if (i % 2 == 0) {
            flow.newPage();
            y = report::drawKernelLegend(painter.get(), QRectF(0, 0, b.width(), 60), font,
                                         d.kernels, colours) +
                6;
        } else {
            y = b.height() / 2 + 4;
        }
        std::vector<std::pair<QString, std::vector<const Series *>>> groups;
        for (const QString &v : values)
            groups.emplace_back(v, report::seriesIn(d, d.resultMetrics[i], v));
        const double h = i % 2 == 0 ? b.height() / 2 - y - 4 : b.height() / 2 - 4;
        report::drawGroupedBoxPlot(painter.get(), QRectF(0, y, b.width(), h), font,
                                   d.resultMetrics[i], groups, colours);
        if (!progress(40 + 55 * (i + 1) / int(d.resultMetrics.size()), report::Text::tr("Plots")))
            return false;
    }
    flow.document(report::allTrapsHtml(d));
    if (outcome) {
        outcome->pagesBeforeAppendix = before;
        outcome->pages = flow.pages();
    }
    return painter->end();
}

} // namespace

bool writeReportPdf(const RunStore &store, const ReportOptions &options, const QString &outPath,
                    const ReportProgress &progress, QString *error, ReportOutcome *outcome)
{
    QString dummy;
    if (!error)
        error = &dummy;
    const ReportProgress step =
        progress ? progress : ReportProgress([](int, const QString &) { return true; });
    report::LanguageScope language(options.language);
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        return setError(
            error, report::Text::tr(
                       "the PDF report needs a QApplication (QCustomPlot draws through widgets)"));
    }
    if (!step(0, report::Text::tr("Loading runs"))) {
        return setError(error, report::Text::tr("cancelled"));
    }
    std::optional<report::ReportData> d = report::collectReportData(
        store, options.runIds, options.metrics, options.includeReference, error);
    if (!d)
        return false;
    d->title = options.title.isEmpty() ? report::Text::tr("RTOS benchmark report") : options.title;
    d->language = options.language;
    d->csvPath = outPath + QStringLiteral(".samples.csv");
    if (!step(20, report::Text::tr("Writing the samples CSV"))) {
        return setError(error, report::Text::tr("cancelled"));
    }
    if (!writeCsv(*d, error))
        return false;
    d->optionAttributions = report::collectAttributions(store, d->runs, d->metrics);
    d->histories = report::collectHistories(store, d->runs);
    const QString part = outPath + QStringLiteral(".part");
    bool cancelled = false;
    const ReportProgress watched = [&](int percent, const QString &name) {
        cancelled = !step(percent, name);
        return !cancelled;
    };
    if (!render(*d, part, watched, outcome)) {
        // Cancelled or failed: neither a partial PDF nor the samples of a report that was not
        // written are left behind.
        QFile::remove(part);
        QFile::remove(d->csvPath);
        return setError(error, cancelled ? report::Text::tr("cancelled")
                                         : report::Text::tr("cannot write %1").arg(part));
    }
    QFile::remove(outPath);
    if (!QFile::rename(part, outPath)) {
        QFile::remove(part);
        return setError(error, report::Text::tr("cannot write %1").arg(outPath));
    }
    step(100, report::Text::tr("Done"));
    return true;
}

bool writeReportPdf(const QString &dbPath, const ReportOptions &options, const QString &outPath,
                    const ReportProgress &progress, QString *error, ReportOutcome *outcome)
{
    RunStore store;
    if (!store.openForReading(dbPath, error))
        return false;
    return writeReportPdf(store, options, outPath, progress, error, outcome);
}

} // namespace rb
