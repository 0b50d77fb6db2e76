// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 31: no shell, ever, for data. The compiler-flag allow-list token by token, the counts of
// an experiment (integers in their range, the value shown as written), paths and ids that reach
// CMake, and the defence in depth of BuildRequest::cmakeArguments.
#include "core/experiment/compiler_flags.h"
#include "core/experiment/condition_check.h"
#include "core/experiment/experiment.h"
#include "core/io/json_field_reader.h"
#include "core/io/json_number_text.h"
#include "core/lab/lab.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace rb;

namespace {

// Loads an experiment written as text (through a file, so numbers are shown as written).
std::optional<Experiment> loadText(const QByteArray &json, QString *error)
{
    static QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("e.json"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(json) != json.size())
        return std::nullopt;
    f.close();
    return Experiment::load(path, error);
}

QByteArray withBase(const QByteArray &base, const QByteArray &top = {})
{
    return QByteArray("{\"name\":\"t\",\"board\":\"qemu\",\"kernels\":[\"baremetal\"],\"base\":{") +
           base + "}" + top + "}";
}

} // namespace

class TstUntrustedFields : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void acceptedTokens_data()
    {
        QTest::addColumn<QString>("token");
        for (const char *t : {"-O",
                              "-O0",
                              "-O2",
                              "-Os",
                              "-Og",
                              "-Oz",
                              "-Ofast",
                              "-std=c99",
                              "-std=gnu11",
                              "-DRB_LAB_NO_OVERHEAD=1",
                              "-DX",
                              "-DVERSION=1.2",
                              "-DNEG=-1",
                              "-UX",
                              "-Wall",
                              "-Wno-unused-parameter",
                              "-Wframe-larger-than=256",
                              "-Werror",
                              "-mcpu=cortex-m3",
                              "-mthumb",
                              "-mfloat-abi=soft",
                              "-march=armv7-m+nofp",
                              "-ffunction-sections",
                              "-fno-inline",
                              "-fstack-usage",
                              "-flto",
                              "-flto=2",
                              "-g",
                              "-g3",
                              "-ggdb",
                              "-gdwarf-4",
                              "-pedantic",
                              "-w",
                              "-Wl,-S",
                              "-Wl,--gc-sections,--strip-debug"})
            QTest::newRow(t) << QString::fromLatin1(t);
    }
    void acceptedTokens()
    {
        QFETCH(QString, token);
        QVERIFY2(CompilerFlags::problem(token).isEmpty(),
                 qPrintable(CompilerFlags::problem(token)));
    }

    void refusedTokens_data()
    {
        QTest::addColumn<QString>("token");
        QTest::addColumn<QString>("reason"); // a part of the message
        QTest::newRow("backtick") << "\x60touch"
                                  << "\"\x60\"";
        QTest::newRow("semicolon") << "-Os;touch"
                                   << "\";\"";
        QTest::newRow("dollar") << "-D$(id)"
                                << "\"$\"";
        QTest::newRow("pipe") << "-O2|sh"
                              << "\"|\"";
        QTest::newRow("amp") << "-O2&"
                             << "\"&\"";
        QTest::newRow("quote") << "-DX=\"a\""
                               << "\"\"\"";
        QTest::newRow("squote") << "-DX='a'"
                                << "\"'\"";
        QTest::newRow("backslash") << "-DX=\\n"
                                   << "\"\\\"";
        QTest::newRow("newline") << "-O2\nid"
                                 << "U+000A";
        QTest::newRow("non-ascii") << QStringLiteral("-DX=\u00e9") << "U+00E9";
        QTest::newRow("slash") << "-I/etc"
                               << "\"/\"";
        QTest::newRow("plugin") << "-fplugin=x.so"
                                << "plugin";
        QTest::newRow("plugin-arg") << "-fplugin-arg-x-y=z"
                                    << "plugin";
        QTest::newRow("specs") << "-specs=x.specs"
                               << "specs";
        QTest::newRow("specs2") << "--specs=nano.specs"
                                << "specs";
        QTest::newRow("wrapper") << "-wrapper"
                                 << "another program";
        QTest::newRow("B") << "-Bx"
                           << "directory";
        QTest::newRow("atfile") << "@opts"
                                << "from a file";
        QTest::newRow("Wl") << "-Wl,--wrap=main"
                            << "another program";
        QTest::newRow("Wl-mixed") << "-Wl,-S,-Map=x.map"
                                  << "another program";
        QTest::newRow("Wl-empty") << "-Wl,"
                                  << "another program";
        QTest::newRow("Wa") << "-Wa,-adhln"
                            << "another program";
        QTest::newRow("Wp") << "-Wp,-MD"
                            << "another program";
        QTest::newRow("Xlinker") << "-Xlinker"
                                 << "another program";
        QTest::newRow("fuse-ld") << "-fuse-ld=gold"
                                 << "linker";
        QTest::newRow("compare-debug") << "-fcompare-debug=-fplugin"
                                       << "second time";
        QTest::newRow("profile") << "-fprofile-generate=.."
                                 << "files";
        QTest::newRow("dump") << "-fdump-tree-all"
                              << "files";
        QTest::newRow("lto-auto") << "-flto=auto"
                                  << "number of jobs";
        QTest::newRow("output") << "-o"
                                << "not an option";
        QTest::newRow("include") << "-include"
                                 << "not an option";
        QTest::newRow("not-an-option") << "x.c"
                                       << "starts with -";
        QTest::newRow("bad-define") << "-D1X"
                                    << "definition";
        QTest::newRow("long") << QString(CompilerFlags::kMaxTokenLength + 1, 'x') << "longer";
    }
    void refusedTokens()
    {
        QFETCH(QString, token);
        QFETCH(QString, reason);
        const QString why = CompilerFlags::problem(token);
        QVERIFY2(!why.isEmpty(), qPrintable(token));
        QVERIFY2(why.contains(reason), qPrintable(token + " -> " + why));
    }

    void parseNamesTheToken()
    {
        QString error;
        const auto ok = CompilerFlags::parse(QStringLiteral(" -Os\t-mthumb  -DX=1 "), &error);
        QVERIFY(ok);
        QCOMPARE(*ok, (QStringList{"-Os", "-mthumb", "-DX=1"}));
        QVERIFY(!CompilerFlags::parse(
            QStringLiteral("-Os -mcpu=cortex-m3 -mthumb \x60touch /tmp/x\x60"), &error));
        QVERIFY2(error.contains(QStringLiteral("\"\x60touch\"")), qPrintable(error));
        QVERIFY(!CompilerFlags::parse(QStringLiteral("-O2 -Os -O2"), &error));
        QVERIFY2(error.contains(QStringLiteral("\"-O2\" is given twice")), qPrintable(error));
        QVERIFY(CompilerFlags::parse(QString(), &error)->isEmpty());
    }

    // The flags reach CMake as a list of the tokens; an unchecked request is refused.
    void cmakeArgumentsAreAListAndRefuseUnchecked()
    {
        BuildRequest r;
        r.board = QStringLiteral("qemu");
        r.kernel = QStringLiteral("baremetal");
        r.cflags = QStringLiteral("-Os -DRB_LAB_NO_OVERHEAD=1");
        QString error;
        const QString list = QStringLiteral("-DRB_CFLAGS=-Os;-DRB_LAB_NO_OVERHEAD=1");
        QVERIFY(r.cmakeArguments(&error).contains(list));
        QVERIFY(error.isEmpty());
        const QString key = r.cacheKey();
        r.cflags = QStringLiteral("-Os \x60touch /tmp/x\x60");
        QVERIFY(r.cmakeArguments(&error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("\x60touch")), qPrintable(error));
        r.cflags = QStringLiteral("-Os -DRB_LAB_NO_OVERHEAD=1");
        QCOMPARE(r.cacheKey(), key); // valid flags: the cache key as before
        r.kernelDir = QStringLiteral("/tmp/a;b");
        QVERIFY(r.cmakeArguments(&error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("\";\"")), qPrintable(error));
        r.kernelDir = QStringLiteral("--output=/tmp/x");
        QVERIFY(r.cmakeArguments(&error).isEmpty());
        QVERIFY2(error.contains(QStringLiteral("starts with -")), qPrintable(error));
        r.kernelDir.clear();
        r.kernelConfig.insert(QStringLiteral("configASSERT;X"), QStringLiteral("1"));
        QVERIFY(r.cmakeArguments(&error).isEmpty());
        r.kernelConfig.clear();
        r.kernel = QStringLiteral("../x");
        QVERIFY(r.cmakeArguments(&error).isEmpty());
        QVERIFY(!r.problem().isEmpty());
    }

    // Counts: integers in their range, the value as the file wrote it (issue 31 items 7, 12).
    void countsAreCheckedAsWritten_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("reps 1e12") << withBase("", R"(,"repetitions":1e12)")
                                   << "repetitions: must be an integer from 1 to 1000, found 1e12";
        QTest::newRow("reps 2.5")
            << withBase("", R"(,"repetitions":2.5)")
            << "repetitions: must be an integer from 1 to 1000, found 2.5, which has a fraction";
        QTest::newRow("reps 1e9") << withBase("", R"(,"repetitions":1e9)") << "found 1e9";
        QTest::newRow("reps string")
            << withBase("", R"(,"repetitions":"3")") << "found the string \"3\"";
        QTest::newRow("iter -100")
            << withBase(R"("iterations":-100)")
            << "base.iterations: must be an integer from 1 to 1000000, found -100";
        QTest::newRow("iter 0") << withBase(R"("iterations":0)") << "found 0";
        QTest::newRow("iter 2^40")
            << withBase(R"("iterations":1099511627776)") << "found 1099511627776";
        QTest::newRow("iter 20.5")
            << withBase(R"("iterations":20.5)") << "found 20.5, which has a fraction";
        QTest::newRow("iter 1e30") << withBase(R"("iterations":1e30)") << "found 1e30";
        QTest::newRow("warmup -1") << withBase(R"("warmup":-1)")
                                   << "base.warmup: must be an integer from 0 to 1000000, found -1";
        QTest::newRow("inject -3") << withBase(R"("inject_print_every":-3)")
                                   << "base.inject_print_every: must be an integer from 0";
        QTest::newRow("vary iter")
            << QByteArray(R"({"name":"t","board":"qemu","kernels":["baremetal"],
                             "vary":{"iterations":[100, 2.50]}})")
            << "vary.iterations[1]: must be an integer from 1 to 1000000, found 2.50";
        QTest::newRow("warmup > iterations") << withBase(R"("iterations":100,"warmup":101)")
                                             << "warmup 101 is more than the 100 iterations";
        QTest::newRow("warmup > default")
            << withBase(R"("warmup":10001)") << "warmup 10001 is more than the 10000 iterations";
        QTest::newRow("inject > iterations")
            << withBase(R"("iterations":100,"inject_print_every":500)")
            << "inject_print_every 500 is more than the 100 iterations";
        QTest::newRow("kcfg fraction")
            << QByteArray(R"({"name":"t","board":"qemu","kernels":["freertos"],
                             "kernel_config":{"configASSERT":0.5}})")
            << "kernel_config.configASSERT: a kernel option takes an integer, found 0.5";
        QTest::newRow("kcfg key") << QByteArray(
                                         R"({"name":"t","board":"qemu","kernels":["freertos"],
                             "base":{"kernel_config":{"a;b":1}}})")
                                  << "\"a;b\" is not a kernel option name";
        QTest::newRow("kernel_dirs ;")
            << withBase("", R"(,"kernel_dirs":{"baremetal":"/tmp/a;b"})")
            << "kernel_dirs.baremetal \"/tmp/a;b\" is refused: it contains \";\"";
        QTest::newRow("kernel_dirs -")
            << withBase("", R"(,"kernel_dirs":{"baremetal":"--upload-pack=x"})") << "starts with -";
        QTest::newRow("kernel id")
            << QByteArray(R"({"name":"t","board":"qemu","kernels":["../x"]})")
            << "\"../x\" is not a valid name";
        QTest::newRow("cflags") << withBase(R"("cflags":"-Os ;touch")")
                                << "base.cflags: the compiler flag \";touch\" is refused";
        QTest::newRow("timer") << withBase(R"("timer":"icount;x")") << "is not a valid name";
    }
    void countsAreCheckedAsWritten()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        const auto e = loadText(json, &error);
        QVERIFY2(!e, qPrintable(QString::fromUtf8(json)));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void validCountsStillLoad()
    {
        QString error;
        auto e = loadText(withBase(R"("iterations":1e3,"warmup":0,"inject_print_every":1000)",
                                   R"(,"repetitions":1000)"),
                          &error);
        QVERIFY2(e, qPrintable(error));
        QCOMPARE(e->repetitions, 1000);
        QCOMPARE(*e->expand().front().iterations, 1000);
    }

    // JSON 1e30 has no fraction: it is too large (issue 31 item 13).
    void describeLargeNumbers()
    {
        const QJsonValue big = QJsonDocument::fromJson("[1e30]").array().at(0);
        QVERIFY2(JsonFieldReader::describe(big).contains(QStringLiteral("too large")),
                 qPrintable(JsonFieldReader::describe(big)));
        QVERIFY(!JsonFieldReader::describe(big).contains(QStringLiteral("fraction")));
        const QJsonValue half = QJsonDocument::fromJson("[2.5]").array().at(0);
        QCOMPARE(JsonFieldReader::describe(half), QStringLiteral("a number with a fraction (2.5)"));
    }

    void numberTextsByPath()
    {
        const JsonNumberText t = JsonNumberText::of(
            "{\"a\":1e12,\"b\":{\"c\":[1,2.50,{\"d\":-0}]},\"k\\\"q\":3,\"a2\":[],\"x\":1,"
            "\"x\":7E+1}");
        QCOMPARE(t.at("a"), QStringLiteral("1e12"));
        QCOMPARE(t.at("b.c[1]"), QStringLiteral("2.50"));
        QCOMPARE(t.at("b.c[2].d"), QStringLiteral("-0"));
        QCOMPARE(t.at("k\"q"), QStringLiteral("3"));
        QCOMPARE(t.at("x"), QStringLiteral("7E+1"));
        QCOMPARE(t.under("b").at("c[0]"), QStringLiteral("1"));
    }

    // Every shipped lab still loads with its flags (-DRB_LAB_...).
    void builtInLabsPass()
    {
        QStringList errors;
        const std::vector<Lab> labs = Lab::builtIn(&errors);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join('|')));
        QVERIFY(labs.size() >= 3);
        for (const Lab &l : labs)
            for (const BuildRequest &r : l.experiment.expand()) {
                QString error;
                QVERIFY2(!r.cmakeArguments(&error).isEmpty(), qPrintable(l.id + ": " + error));
            }
    }
};

QTEST_GUILESS_MAIN(TstUntrustedFields)
#include "tst_untrusted_fields.moc"
