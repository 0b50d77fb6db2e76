// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QLabel;
class QTextBrowser;

namespace rb {
class ComparisonAnalyzer;
struct Comparison;

// The always-visible "Conditions & warnings" panel: what differs between the compared runs and
// published numbers, which differences are confounds, and which measurement traps fired.
class ConditionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ConditionsPanel(ComparisonAnalyzer *analyzer, QWidget *parent = nullptr);
    QString plainText() const;

private:
    void showResult(const std::shared_ptr<const Comparison> &result);

    QLabel *m_title;
    QTextBrowser *m_text;
};

} // namespace rb
