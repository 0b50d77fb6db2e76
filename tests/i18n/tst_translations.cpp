// SPDX-License-Identifier: GPL-3.0-or-later
// The translation catalogues are complete: every user-visible string that lupdate finds in src/
// and ui/ is in both .ts files, none is unfinished, placeholders survive translation, and the
// catalogues compiled into rtosbench_core (:/i18n/*.qm) say what the .ts files say.
#include "ts_file.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace rb::test;

namespace {

QString tsPath(const QString &lang)
{
    return QStringLiteral(RB_SOURCE_DIR "/translations/rtosbench_%1.ts").arg(lang);
}

// "%1", "%2", "%n" ... as a sorted list (repeats count once).
QStringList placeholders(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("%(\\d|n)"));
    QSet<QString> found;
    for (auto it = re.globalMatch(s); it.hasNext();)
        found.insert(it.next().captured(0));
    QStringList list(found.begin(), found.end());
    list.sort();
    return list;
}

QString describe(const std::pair<QString, QString> &key)
{
    return QStringLiteral("[%1] \"%2\"").arg(key.first, key.second.left(80));
}

} // namespace

class TstTranslations : public QObject {
    Q_OBJECT

private:
    TsFile m_fresh;

    TsFile load(const QString &lang)
    {
        QString error;
        auto ts = readTsFile(tsPath(lang), &error);
        if (!ts)
            qFatal("cannot read %s: %s", qPrintable(tsPath(lang)), qPrintable(error));
        return *ts;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // A fresh extraction of the sources, with the options the build uses.
        QFile optFile(QStringLiteral(RB_BINARY_DIR "/translations/lupdate_options.txt"));
        QVERIFY2(optFile.open(QIODevice::ReadOnly), qPrintable(optFile.fileName()));
        const QStringList options = QString::fromUtf8(optFile.readAll())
                                        .trimmed()
                                        .split(QLatin1Char(';'), Qt::SkipEmptyParts);
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const QString fresh = tmp.filePath(QStringLiteral("fresh.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(QStringLiteral(RB_SOURCE_DIR));
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(
            QStringLiteral(RB_LUPDATE),
            QStringList{QStringLiteral("src"), QStringLiteral("ui"), QStringLiteral("-ts"), fresh} +
                options);
        QVERIFY(lupdate.waitForFinished(120000));
        const QString out = QString::fromUtf8(lupdate.readAll());
        QCOMPARE(lupdate.exitCode(), 0);
        // lupdate warns when it cannot tell a tr() call's context: such a string would be
        // recorded under a context that the running code never looks up.
        const QStringList warnings =
            out.split(QLatin1Char('\n'))
                .filter(QRegularExpression(
                    QStringLiteral("lacks Q_OBJECT|without context|Cannot invoke|Discarding")));
        if (!warnings.isEmpty())
            QFAIL(qPrintable(QStringLiteral("lupdate cannot place these strings:\n") +
                             warnings.mid(0, 20).join(QLatin1Char('\n'))));
        QString error;
        auto ts = readTsFile(fresh, &error);
        QVERIFY2(ts.has_value(), qPrintable(error));
        m_fresh = *ts;
        QVERIFY2(m_fresh.messages.size() > 500, "lupdate found suspiciously few strings");
    }

    void complete_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("forms"); // numerus forms of the language
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << 1;
        QTest::newRow("en") << QStringLiteral("en") << 2;
    }

    void complete()
    {
        QFETCH(QString, lang);
        QFETCH(int, forms);
        const TsFile ts = load(lang);
        QCOMPARE(ts.language, lang);
        QStringList problems;
        for (const auto &[key, msg] : m_fresh.messages)
            if (!ts.messages.count(key))
                problems << QStringLiteral("missing: ") + describe(key);
        for (const auto &[key, msg] : ts.messages) {
            if (!m_fresh.messages.count(key)) {
                problems << QStringLiteral("no longer in the sources: ") + describe(key);
                continue;
            }
            if (msg.unfinished || msg.obsolete) {
                problems << QStringLiteral("unfinished: ") + describe(key);
                continue;
            }
            const QStringList want = placeholders(key.second);
            if (msg.numerus) {
                if (msg.numerusForms.size() != forms)
                    problems << QStringLiteral("%1 numerus forms instead of %2: ")
                                        .arg(msg.numerusForms.size())
                                        .arg(forms) +
                                    describe(key);
                for (const QString &f : msg.numerusForms)
                    if (f.trimmed().isEmpty() || placeholders(f) != want)
                        problems << QStringLiteral("numerus form \"%1\" loses placeholders %2: ")
                                            .arg(f, want.join(QLatin1Char(' '))) +
                                        describe(key);
            } else if (msg.translation.trimmed().isEmpty()) {
                problems << QStringLiteral("empty: ") + describe(key);
            } else if (placeholders(msg.translation) != want) {
                problems << QStringLiteral("\"%1\" loses or adds placeholders (source has %2): ")
                                    .arg(msg.translation, want.join(QLatin1Char(' '))) +
                                describe(key);
            }
        }
        if (!problems.isEmpty())
            QFAIL(qPrintable(QStringLiteral("%1: %2 problem(s), run `cmake --build BUILD --target "
                                            "rtosbench_update_ts` and translate:\n")
                                 .arg(tsPath(lang))
                                 .arg(problems.size()) +
                             problems.mid(0, 40).join(QLatin1Char('\n'))));
    }

    // The .qm embedded in rtosbench_core answers with the .ts translation for every message.
    void compiledCatalogue()
    {
        const TsFile ts = load(QStringLiteral("zh_CN"));
        QTranslator tr;
        QVERIFY(tr.load(QStringLiteral(":/i18n/rtosbench_zh_CN.qm")));
        int checked = 0;
        QStringList wrong;
        for (const auto &[key, msg] : ts.messages) {
            if (msg.numerus || msg.unfinished)
                continue;
            const QString got =
                tr.translate(key.first.toUtf8().constData(), key.second.toUtf8().constData());
            if (got != msg.translation)
                wrong << describe(key) + QStringLiteral(" -> \"%1\"").arg(got);
            ++checked;
        }
        QVERIFY(checked > 0);
        if (!wrong.isEmpty())
            QFAIL(qPrintable(wrong.mid(0, 20).join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
