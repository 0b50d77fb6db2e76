// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/conditions_panel.h"

#include "gui/comparison_analyzer.h"
#include "gui/condition_text.h"

#include <QBoxLayout>
#include <QLabel>
#include <QTextBrowser>

namespace rb {

ConditionsPanel::ConditionsPanel(ComparisonAnalyzer *analyzer, QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_text(new QTextBrowser(this))
{
    m_title->setText(tr("<b>Conditions &amp; warnings</b>"));
    m_text->setOpenLinks(false);
    m_text->setPlaceholderText(tr("Select runs or published numbers to compare."));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setSpacing(2);
    layout->addWidget(m_title);
    layout->addWidget(m_text, 1);
    connect(analyzer, &ComparisonAnalyzer::started, this,
            [this] { m_title->setText(tr("<b>Conditions &amp; warnings</b> (analysing…)")); });
    connect(analyzer, &ComparisonAnalyzer::finished, this, &ConditionsPanel::showResult);
}

QString ConditionsPanel::plainText() const
{
    return m_text->toPlainText();
}

void ConditionsPanel::showResult(const std::shared_ptr<const Comparison> &result)
{
    m_title->setText(tr("<b>Conditions &amp; warnings</b>"));
    const int seriesCount = result ? int(result->series.size()) : 0;
    if (seriesCount == 0) {
        m_text->clear();
        return;
    }
    QString html;
    if (result->differing.empty()) {
        html += tr("<p>All %1 compared series state the same conditions.</p>").arg(seriesCount);
    } else {
        QStringList items;
        for (const ConditionDifference &d : result->differing) {
            QString key = d.condition;
            if (Configuration::conditionKeys().contains(key))
                key = conditionLabel(key);
            QStringList values;
            for (const QString &v : d.values)
                values << (v.isEmpty() ? tr("unknown") : v);
            QString item =
                tr("<i>%1</i>: %2")
                    .arg(key.toHtmlEscaped(), values.join(QStringLiteral(", ")).toHtmlEscaped());
            if (!d.kernel.isEmpty())
                item = tr("%1 (within %2)").arg(item, d.kernel.toHtmlEscaped());
            if (!d.followsFrom.isEmpty()) {
                QStringList causes;
                for (const QString &c : d.followsFrom)
                    causes << (Configuration::conditionKeys().contains(c) ? conditionLabel(c) : c);
                item = tr("%1 — follows from %2, not a confound")
                           .arg(item, causes.join(QStringLiteral(", ")).toHtmlEscaped());
            }
            items << item;
        }
        html += tr("<p><b>Differs:</b><br>%1</p>").arg(items.join(QStringLiteral("<br>")));
    }
    if (!result->confounds.empty()) {
        QStringList names;
        for (const ConditionDifference &d : result->confounds)
            names << (Configuration::conditionKeys().contains(d.condition)
                          ? conditionLabel(d.condition)
                          : d.condition)
                         .toHtmlEscaped();
        QStringList studied;
        for (const QString &k : result->studied)
            studied << (Configuration::conditionKeys().contains(k) ? conditionLabel(k) : k)
                           .toHtmlEscaped();
        html += tr("<p style='color:#a05000'><b>Confounds:</b> besides what is compared (%1), "
                   "%n other condition(s) differ: %2. A ranking may be an artefact of these.</p>",
                   nullptr, int(names.size()))
                    .arg(studied.join(QStringLiteral(", ")), names.join(QStringLiteral(", ")));
    }
    for (const TrapWarning &w : mergeTrapWarnings(result->traps)) {
        const char *color = w.severity == TrapSeverity::Critical  ? "#c00000"
                            : w.severity == TrapSeverity::Warning ? "#a05000"
                                                                  : "#404040";
        html += tr("<p style='color:%1'><b>Trap %2 – %3</b>%5<b>:</b> %4</p>")
                    .arg(QLatin1String(color))
                    .arg(w.number)
                    .arg(w.title.toHtmlEscaped(), w.explanation.toHtmlEscaped(),
                         w.runIds.isEmpty()
                             ? QString()
                             : tr(" (runs %1)").arg(compactIds(w.runIds)).toHtmlEscaped());
    }
    if (result->traps.empty())
        html += tr("<p>No measurement trap fired.</p>");
    m_text->setHtml(html);
}

} // namespace rb
