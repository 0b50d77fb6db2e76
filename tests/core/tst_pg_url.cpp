// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31, PostgreSQL URLs (store/sql_dialect.h), without a server:
//  - a password (URL user info, ?password=, ?sslpassword=, or smuggled into another value) is
//    refused, and no message shows it: redactUrl replaces it with *** (before: "cannot open
//    database postgresql://rb:secret@..." printed it);
//  - only the documented query keys are accepted: dbname, host, user, passfile, service,
//    options ... are refused;
//  - every value reaches libpq quoted: "?application_name=x%20dbname%3Dlab2" stays one value
//    (before: the connection string read "application_name=x dbname=lab2" and the schema was
//    created in lab2); "?sslmode=disable%20password%3Dsecret" is refused (before: it connected
//    with password=secret past the refusal).
#include "core/store/sql_dialect.h"

#include <QtTest>

using namespace rb;

class TstPgUrl : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void passwordRefusedAndNeverShown_data();
    void passwordRefusedAndNeverShown();
    void redaction_data();
    void redaction();
    void onlyAllowedKeys_data();
    void onlyAllowedKeys();
    void valuesAreQuoted();
    void controlCharactersRefused();
    void urlKeepsOptions();
};

void TstPgUrl::passwordRefusedAndNeverShown_data()
{
    QTest::addColumn<QString>("url");
    QTest::newRow("user info") << QStringLiteral("postgresql://rb:secret@db.lab:5432/lab");
    QTest::newRow("query") << QStringLiteral("postgresql://rb@db.lab/lab?password=secret");
    QTest::newRow("query, upper case")
        << QStringLiteral("postgres://rb@db.lab/lab?PASSWORD=secret");
    QTest::newRow("sslpassword") << QStringLiteral("postgresql://rb@db.lab/lab?sslpassword=secret");
    QTest::newRow("in another value")
        << QStringLiteral("postgresql://rb@db.lab/lab?sslmode=disable%20password%3Dsecret");
}

void TstPgUrl::passwordRefusedAndNeverShown()
{
    QFETCH(QString, url);
    QString error;
    QVERIFY(!sqldialect::parsePgUrl(url, &error));
    QVERIFY2(error.contains(QLatin1String("password")), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1String("secret")), qPrintable(error));
    QVERIFY2(!sqldialect::redactUrl(url).contains(QLatin1String("secret")),
             qPrintable(sqldialect::redactUrl(url)));
}

void TstPgUrl::redaction_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("shown");
    QTest::newRow("user info") << QStringLiteral("postgresql://rb:secret@db.lab:5432/lab")
                               << QStringLiteral("postgresql://rb:***@db.lab:5432/lab");
    QTest::newRow("user info, no path") << QStringLiteral("postgres://rb:s%40c@db.lab")
                                        << QStringLiteral("postgres://rb:***@db.lab");
    QTest::newRow("query") << QStringLiteral("postgresql://rb@h/lab?sslmode=require&password=x1")
                           << QStringLiteral("postgresql://rb@h/lab?sslmode=require&password=***");
    QTest::newRow("smuggled") << QStringLiteral(
                                     "postgresql://rb@h/lab?sslmode=disable%20password%3Dx1")
                              << QStringLiteral("postgresql://rb@h/lab?sslmode=***");
    QTest::newRow("no password") << QStringLiteral("postgresql://rb@h:5/lab?sslmode=require")
                                 << QStringLiteral("postgresql://rb@h:5/lab?sslmode=require");
    QTest::newRow("a file") << QStringLiteral("/tmp/rb:secret@x.db")
                            << QStringLiteral("/tmp/rb:secret@x.db");
}

void TstPgUrl::redaction()
{
    QFETCH(QString, url);
    QFETCH(QString, shown);
    QCOMPARE(sqldialect::redactUrl(url), shown);
}

void TstPgUrl::onlyAllowedKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("allowed");
    for (const char *k : {"dbname", "host", "hostaddr", "port", "user", "passfile", "service",
                          "options", "replication", "client_encoding", "requiressl", "SSLMODE"})
        QTest::newRow(k) << QString::fromLatin1(k) << false;
    for (const char *k : {"sslmode", "connect_timeout", "application_name", "sslrootcert",
                          "sslcert", "sslkey", "target_session_attrs", "keepalives"})
        QTest::newRow(k) << QString::fromLatin1(k) << true;
}

void TstPgUrl::onlyAllowedKeys()
{
    QFETCH(QString, key);
    QFETCH(bool, allowed);
    QString error;
    const auto loc =
        sqldialect::parsePgUrl(QStringLiteral("postgresql://rb@h/lab?%1=1").arg(key), &error);
    QCOMPARE(bool(loc), allowed);
    if (!allowed) {
        QVERIFY2(error.contains(QStringLiteral("may not set %1").arg(key)), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("sslmode")), qPrintable(error)); // lists allowed
    }
}

void TstPgUrl::valuesAreQuoted()
{
    QString error;
    auto loc = sqldialect::parsePgUrl(
        QStringLiteral("postgresql://rb@h/lab?application_name=x%20dbname%3Dlab2&sslmode=require"),
        &error);
    QVERIFY2(loc, qPrintable(error));
    QCOMPARE(loc->dbname, QStringLiteral("lab"));
    QCOMPARE(
        sqldialect::libpqOptions(*loc),
        QStringLiteral("connect_timeout=10;application_name='x dbname=lab2';sslmode='require'"));
    // libpq's conninfo quoting: a backslash before ' and before \.
    loc = sqldialect::parsePgUrl(QStringLiteral("postgresql://rb@h/lab?application_name=a'b%5Cc"),
                                 &error);
    QVERIFY2(loc, qPrintable(error));
    QCOMPARE(sqldialect::libpqOptions(*loc),
             QStringLiteral("connect_timeout=10;application_name='a\\'b\\\\c'"));
    loc = sqldialect::parsePgUrl(QStringLiteral("postgresql://rb@h/lab"), &error);
    QVERIFY(loc);
    QCOMPARE(sqldialect::libpqOptions(*loc), QStringLiteral("connect_timeout=10"));
}

void TstPgUrl::controlCharactersRefused()
{
    // Qt's QPSQL turns every ';' of the options into a space, and a line break has no place in
    // a value: both are refused rather than changed.
    for (const char *v : {"a%3Bb", "a%0Ab", "a%00b", "a%09b"}) {
        QString error;
        QVERIFY2(
            !sqldialect::parsePgUrl(
                QStringLiteral("postgresql://rb@h/lab?application_name=%1").arg(QLatin1String(v)),
                &error),
            v);
        QVERIFY2(error.contains(QLatin1String("application_name")), qPrintable(error));
    }
}

void TstPgUrl::urlKeepsOptions()
{
    QString error;
    const auto loc = sqldialect::parsePgUrl(
        QStringLiteral("postgres://rb@h:6000/lab?application_name=x%20dbname%3Dlab2%26y"), &error);
    QVERIFY2(loc, qPrintable(error));
    QCOMPARE(loc->options.size(), 1);
    QCOMPARE(loc->options.front().second, QStringLiteral("x dbname=lab2&y"));
    QCOMPARE(loc->url(),
             QStringLiteral("postgresql://rb@h:6000/lab?application_name=x%20dbname%3Dlab2%26y"));
    const auto again = sqldialect::parsePgUrl(loc->url(), &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->options, loc->options);
}

QTEST_GUILESS_MAIN(TstPgUrl)
#include "tst_pg_url.moc"
