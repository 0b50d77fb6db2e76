// SPDX-License-Identifier: GPL-3.0-or-later
// The sample codec: exact round trips for any int64 sequence, compactness, corrupt blobs.
#include "core/store/sample_codec.h"

#include <QRandomGenerator>
#include <QTest>

#include <limits>

using namespace rb;

class TstSampleCodec : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void randomRoundTrip();
    void compact();
    void knownBytes();
    void corrupt_data();
    void corrupt();
    void everyTruncationFails();
};

using Samples = std::vector<qint64>;
Q_DECLARE_METATYPE(Samples)

void TstSampleCodec::roundTrip_data()
{
    const qint64 lo = std::numeric_limits<qint64>::min();
    const qint64 hi = std::numeric_limits<qint64>::max();
    QTest::addColumn<Samples>("samples");
    QTest::newRow("empty") << Samples{};
    QTest::newRow("zero") << Samples{0};
    QTest::newRow("small") << Samples{1, 2, 3, 2, 1};
    QTest::newRow("negative") << Samples{-1, -100, -5, 0, 7};
    QTest::newRow("extremes") << Samples{lo, hi, lo, hi};
    QTest::newRow("neighbours") << Samples{hi, hi - 1, lo + 1, lo, 0, -1, 1};
    QTest::newRow("single min") << Samples{lo};
    QTest::newRow("single max") << Samples{hi};
    QTest::newRow("powers") << Samples{1LL << 62, -(1LL << 62), 1LL << 31, 1LL << 32, -(1LL << 7)};
}

void TstSampleCodec::roundTrip()
{
    QFETCH(Samples, samples);
    const QByteArray blob = SampleCodec::encode(samples);
    QCOMPARE(quint8(blob.at(0)), SampleCodec::kFormatDeltaZigzagVarint);
    QCOMPARE(SampleCodec::peekCount(blob), qint64(samples.size()));
    Samples out{42};
    QString err;
    QVERIFY2(SampleCodec::decode(blob, &out, &err), qPrintable(err));
    QVERIFY(out == samples);
}

void TstSampleCodec::randomRoundTrip()
{
    QRandomGenerator rng(12345);
    for (int round = 0; round < 200; ++round) {
        Samples s(rng.bounded(300));
        for (auto &v : s) {
            switch (rng.bounded(3)) {
            case 0:
                v = static_cast<qint64>(rng.generate64());
                break;
            case 1:
                v = rng.bounded(-1000, 1000);
                break;
            default:
                v = 1'000'000 + rng.bounded(50);
            }
        }
        Samples out;
        QVERIFY(SampleCodec::decode(SampleCodec::encode(s), &out));
        QVERIFY(out == s);
    }
}

void TstSampleCodec::compact()
{
    // 10,000 typical cycle counts (around 400, jitter of a few cycles) take ~1 byte each.
    Samples s;
    for (int i = 0; i < 10'000; ++i)
        s.push_back(400 + (i * 7919) % 9 - 4);
    const QByteArray blob = SampleCodec::encode(s);
    QVERIFY2(blob.size() < 10'100, qPrintable(QString::number(blob.size())));
}

void TstSampleCodec::knownBytes()
{
    // Pinned wire format: 0x01, count 3, deltas +5 (zz 10), -2 (zz 3), +300 (zz 600 = d8 04).
    const QByteArray blob = SampleCodec::encode({5, 3, 303});
    QCOMPARE(blob.toHex(), QByteArray("01030a03d804"));
}

void TstSampleCodec::corrupt_data()
{
    QTest::addColumn<QByteArray>("blob");
    QTest::newRow("unknown format") << QByteArray::fromHex("020100");
    QTest::newRow("no count") << QByteArray::fromHex("01");
    QTest::newRow("count too large") << QByteArray::fromHex("010500");
    QTest::newRow("huge count") << QByteArray::fromHex("01ffffffffffffffff7f00");
    QTest::newRow("truncated varint") << QByteArray::fromHex("010180");
    QTest::newRow("trailing bytes") << QByteArray::fromHex("01010000");
    QTest::newRow("over-long varint") << QByteArray::fromHex("0101ffffffffffffffffff7f");
    QTest::newRow("11-byte varint") << QByteArray::fromHex("01018080808080808080808001");
}

void TstSampleCodec::corrupt()
{
    QFETCH(QByteArray, blob);
    Samples out{1, 2};
    QString err;
    QVERIFY(!SampleCodec::decode(blob, &out, &err));
    QVERIFY(err.contains("corrupt"));
    QVERIFY(out.empty());
}

void TstSampleCodec::everyTruncationFails()
{
    const QByteArray blob =
        SampleCodec::encode({std::numeric_limits<qint64>::min(), 12, -7, 1LL << 40});
    for (qsizetype n = 1; n < blob.size(); ++n) {
        Samples out;
        QVERIFY2(!SampleCodec::decode(blob.left(n), &out), qPrintable(QString::number(n)));
    }
}

QTEST_GUILESS_MAIN(TstSampleCodec)
#include "tst_sample_codec.moc"
