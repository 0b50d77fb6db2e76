// SPDX-License-Identifier: GPL-3.0-or-later
// ConditionsMapper: COND keys of the GD32F103 port (issue 18) on the host side.
#include "protocol/conditions_mapper.h"

#include <QJsonObject>
#include <QTest>

using rb::Configuration;
using rb::ConditionsMapper;

class TstConditionsMapper : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void measuredClockIsStoredAndShown()
    {
        // clock_hz_measured (the core clock against IRC8M) is not a Configuration field: it goes
        // to extra, survives the JSON round trip (export, database extra_json) and is shown.
        Configuration c;
        QString error;
        QVERIFY(ConditionsMapper::apply(c, "clock_hz", "72000000", &error));
        QVERIFY(ConditionsMapper::apply(c, "clock_hz_measured", "71993250", &error));
        QCOMPARE(c.clockHz, std::optional<qint64>(72000000));
        QCOMPARE(c.extra.value("clock_hz_measured"), QString("71993250"));
        const Configuration back = Configuration::fromJson(c.toJson());
        QCOMPARE(back.extra.value("clock_hz_measured"), QString("71993250"));
        QVERIFY(back.value("extra").contains("clock_hz_measured=71993250"));
        QCOMPARE(c.toJson().value("extra").toObject().value("clock_hz_measured").toString(),
                 QString("71993250"));
    }
};

QTEST_GUILESS_MAIN(TstConditionsMapper)
#include "tst_conditions_mapper.moc"
