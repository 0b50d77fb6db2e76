// SPDX-License-Identifier: GPL-3.0-or-later
// Plans split across machines (issue 38 item 2, docs/scale.md): the split rule (position in the
// experiment's order modulo N), the plan id (same experiment -> same id, on any machine), and
// what the store keeps of a plan (schema 6; a schema-5 database still opens and migrates).
#include "core/experiment/plan_shard.h"
#include "core/store/plan_store.h"
#include "core/store/run_copy.h"
#include "core/store/run_store.h"
#include "core/store/schema_migrator.h"

#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <set>

using namespace rb;

namespace {

Experiment load(const char *json)
{
    QString error;
    auto e = Experiment::fromJson(QJsonDocument::fromJson(json).object(), &error);
    if (!e)
        qFatal("experiment: %s", qPrintable(error));
    return *e;
}

// 2 kernels x 3 levels x 2 repetitions = 12, randomised with a seed.
const char *kTwelve = R"({"name":"twelve","board":"qemu","kernels":["baremetal","freertos"],
    "base":{"timer":"icount","iterations":300},"vary":{"opt_level":["-O0","-Os","-O2"]},
    "repetitions":2,"order":"randomized","seed":7})";

Run planRun(const QString &planId, int position, RunStatus status, const QString &shard)
{
    Run r;
    r.config.board = QStringLiteral("qemu");
    r.config.kernel = QStringLiteral("baremetal");
    r.config.timingMethod = QStringLiteral("icount");
    r.status = status;
    r.statusReason = status == RunStatus::Complete ? QString() : QStringLiteral("qemu died");
    r.startedAt = r.finishedAt = QDateTime::currentDateTimeUtc();
    r.planId = planId;
    r.planIndex = position;
    r.shard = shard;
    return r;
}

} // namespace

class TstPlanShard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void parsesShards()
    {
        QString error;
        const auto s = PlanShard::parse(QStringLiteral("2/3"), &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->index, 2);
        QCOMPARE(s->count, 3);
        QCOMPARE(s->text(), QStringLiteral("2/3"));
        QVERIFY(PlanShard::parse(QStringLiteral("0/1"), &error));
        for (const char *bad : {"3/3", "4/3", "-1/3", "1/0", "0/0", "a/b", "1/3/4", " 1/3", "1/",
                                "/3", "1", "", "1/1000000", "0x1/3", "1/+3"}) {
            error.clear();
            QVERIFY2(!PlanShard::parse(QString::fromLatin1(bad), &error), bad);
            QVERIFY2(error.contains(QStringLiteral("K/N")) &&
                         error.contains(QStringLiteral("\"%1\"").arg(QString::fromLatin1(bad))),
                     qPrintable(error));
        }
        QVERIFY(!PlanShard::parse(QStringLiteral("5/2"), nullptr)); // no error wanted: no crash
    }

    // Every position in exactly one shard, each shard ascending, K modulo N.
    void shardsAreDisjointAndCoverThePlan()
    {
        QCOMPARE(PlanShard::positions(12, {1, 3}), (std::vector<int>{1, 4, 7, 10}));
        QCOMPARE(PlanShard::positions(12, {0, 1}).size(), size_t(12));
        QVERIFY(PlanShard::positions(2, {4, 8}).empty());
        QVERIFY(PlanShard::positions(5, {3, 3}).empty()); // not a shard
        for (int size = 0; size <= 30; ++size)
            for (int n = 1; n <= 9; ++n) {
                std::vector<int> seen(size_t(size), 0);
                for (int k = 0; k < n; ++k) {
                    const std::vector<int> p = PlanShard::positions(size, {k, n});
                    QVERIFY(std::is_sorted(p.begin(), p.end()));
                    for (int i : p) {
                        QCOMPARE(i % n, k);
                        ++seen[size_t(i)];
                    }
                }
                for (int c : seen)
                    QCOMPARE(c, 1);
            }
    }

    // The split follows the experiment's own order and seed: shard K of a randomised plan holds
    // the configurations expand() puts at K, K+N, ...; the shards together are the plan.
    void splitFollowsTheExperimentsOrder()
    {
        const Experiment e = load(kTwelve);
        const std::vector<BuildRequest> plan = e.expand();
        QCOMPARE(plan.size(), size_t(12));
        std::multiset<QString> all, shards;
        for (const BuildRequest &r : plan)
            all.insert(r.cacheKey());
        for (int k = 0; k < 3; ++k)
            for (int i : PlanShard::positions(int(plan.size()), {k, 3})) {
                QCOMPARE(i % 3, k);
                shards.insert(plan[size_t(i)].cacheKey());
            }
        QVERIFY(all == shards);
        // Another machine expands the same file to the same order: the same shards.
        const std::vector<BuildRequest> again = load(kTwelve).expand();
        for (size_t i = 0; i < plan.size(); ++i)
            QCOMPARE(again[i].cacheKey(), plan[i].cacheKey());
    }

    void planIdIsStable()
    {
        const Experiment e = load(kTwelve);
        const QString id = PlanShard::planId(e.name, e.expand());
        QCOMPARE(id.size(), 16);
        QCOMPARE(PlanShard::planId(e.name, load(kTwelve).expand()), id);
        // Kernel trees in other directories on another machine: the same plan.
        std::vector<BuildRequest> elsewhere = e.expand();
        for (BuildRequest &r : elsewhere) {
            r.kernelDir = QStringLiteral("/home/other/freertos");
            r.extraTrees.insert(QStringLiteral("uc-cpu"), QStringLiteral("/elsewhere"));
            r.external.experimentDir = QStringLiteral("/another/checkout");
        }
        QCOMPARE(PlanShard::planId(e.name, elsewhere), id);
        // Another seed (another order), name, board or plan size: another plan.
        Experiment seeded = e;
        seeded.seed = 8;
        QVERIFY(PlanShard::planId(e.name, seeded.expand()) != id);
        QVERIFY(PlanShard::planId(QStringLiteral("other"), e.expand()) != id);
        QVERIFY(PlanShard::planId(e.name, e.expand(), QStringLiteral("host")) != id);
        std::vector<BuildRequest> shorter = e.expand();
        shorter.pop_back();
        QVERIFY(PlanShard::planId(e.name, shorter) != id);
        const QJsonArray d = PlanShard::describe(e.expand());
        QCOMPARE(d.size(), 12);
        QVERIFY(!d.at(0).toObject().value("request").toObject().contains("kernel_dir"));
        QCOMPARE(d.at(0).toObject().value("label").toString(), e.expand()[0].label());
    }

    void positionStates()
    {
        const std::vector<PlanRun> runs{{.runId = 1,
                                         .position = 0,
                                         .shard = "0/2",
                                         .status = RunStatus::Complete,
                                         .statusReason = {}},
                                        {.runId = 2,
                                         .position = 1,
                                         .shard = "1/2",
                                         .status = RunStatus::Failed,
                                         .statusReason = "qemu died"},
                                        {.runId = 5,
                                         .position = 2,
                                         .shard = "0/2",
                                         .status = RunStatus::Complete,
                                         .statusReason = {}},
                                        {.runId = 3,
                                         .position = 2,
                                         .shard = "0/2",
                                         .status = RunStatus::Failed,
                                         .statusReason = {}},
                                        {.runId = 4,
                                         .position = 9,
                                         .shard = "1/2",
                                         .status = RunStatus::Complete,
                                         .statusReason = {}},
                                        {.runId = 7,
                                         .position = 4,
                                         .shard = "0/2",
                                         .status = RunStatus::Failed,
                                         .statusReason = {}},
                                        {.runId = 6,
                                         .position = 4,
                                         .shard = "0/2",
                                         .status = RunStatus::Complete,
                                         .statusReason = {}}};
        const std::vector<PlanPosition> p = PlanStore::positions(5, runs);
        QCOMPARE(p.size(), size_t(5));
        QCOMPARE(p[0].state, PlanPosition::State::Stored);
        QCOMPARE(p[1].state, PlanPosition::State::Failed);
        QCOMPARE(p[1].reason, QStringLiteral("qemu died"));
        QCOMPARE(p[2].state, PlanPosition::State::Stored); // failed once, then complete
        QCOMPARE(p[2].runIds, (std::vector<qint64>{3, 5}));
        QCOMPARE(p[3].state, PlanPosition::State::Missing);
        QVERIFY(p[3].runIds.empty()); // position 9 is outside the plan
        QCOMPARE(PlanStore::stateName(p[3].state), QStringLiteral("missing"));
        // A later failed attempt does not undo a complete run (a second --resume of a position).
        QCOMPARE(p[4].state, PlanPosition::State::Stored);
        QCOMPARE(p[4].runIds, (std::vector<qint64>{6, 7}));
    }

    // A schema-5 database (before plans) opens, migrates and keeps its run (without a plan);
    // runs stored afterwards record plan, position and shard, read back by PlanStore.
    void storesPlansInAnOlderDatabase()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("v5.db");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", "v5");
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QString error;
            QVERIFY2(SchemaMigrator::applyUpTo(db, 5, &error), qPrintable(error));
            QSqlQuery q(db);
            QVERIFY(q.exec("INSERT INTO configuration (hash, board) VALUES ('h1', 'qemu')"));
            QVERIFY(q.exec("INSERT INTO run (configuration_id, status, uid) "
                           "VALUES (1, 'complete', 'old-run')"));
            QVERIFY(!db.tables().contains("run_plan"));
            db.close();
        }
        QSqlDatabase::removeDatabase("v5");
        RunStore store;
        QString error;
        QVERIFY2(store.open(path, &error, false), qPrintable(error));
        QCOMPARE(store.schemaVersion(), RunStore::latestSchemaVersion());
        QVERIFY(store.schemaVersion() >= 6);
        const auto old = store.loadRun(1, false, false, &error);
        QVERIFY2(old, qPrintable(error));
        QVERIFY(old->planId.isEmpty());
        QVERIFY(!old->planIndex);

        const Experiment e = load(kTwelve);
        StoredPlan plan;
        plan.id = PlanShard::planId(e.name, e.expand());
        plan.experiment = e.name;
        plan.size = 12;
        plan.entries = PlanShard::describe(e.expand());
        const PlanStore plans(store);
        QVERIFY2(plans.registerPlan(plan, &error), qPrintable(error));
        QVERIFY2(plans.registerPlan(plan, &error), qPrintable(error)); // a second shard: no-op
        StoredPlan other = plan;
        other.size = 11;
        QVERIFY(!plans.registerPlan(other, &error));
        QVERIFY2(error.contains(QStringLiteral("12")), qPrintable(error));
        const auto found = plans.find(plan.id, &error);
        QVERIFY2(found, qPrintable(error));
        QCOMPARE(found->size, 12);
        QCOMPARE(found->experiment, QStringLiteral("twelve"));
        QCOMPARE(found->entries, plan.entries);
        QVERIFY(!plans.find(QStringLiteral("nosuchplan"), &error));
        QVERIFY(error.isEmpty());

        Run a = planRun(plan.id, 4, RunStatus::Complete, "1/3");
        Run b = planRun(plan.id, 7, RunStatus::Failed, "1/3");
        Run c = planRun(QStringLiteral("another"), 4, RunStatus::Complete, {});
        QVERIFY2(store.saveRun(a, &error), qPrintable(error));
        QVERIFY2(store.saveRun(b, &error), qPrintable(error));
        QVERIFY2(store.saveRun(c, &error), qPrintable(error));
        const auto back = store.loadRun(a.id, false, false, &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->planId, plan.id);
        QCOMPARE(back->planIndex, std::optional<int>(4));
        QCOMPARE(back->shard, QStringLiteral("1/3"));
        const std::vector<PlanRun> runs = plans.runs(plan.id, &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(runs.size(), size_t(2));
        QCOMPARE(runs[0].runId, a.id);
        QCOMPARE(runs[1].status, RunStatus::Failed);
        const auto where = PlanStore::positions(12, runs);
        QCOMPARE(where[4].state, PlanPosition::State::Stored);
        QCOMPARE(where[7].state, PlanPosition::State::Failed);
        QCOMPARE(where[0].state, PlanPosition::State::Missing);
    }

    // db copy takes a run's plan along: runs --plan and --resume work on the copy too.
    void copyTakesThePlanAlong()
    {
        QTemporaryDir dir;
        RunStore from, to;
        QString error;
        QVERIFY2(from.open(dir.filePath("a.db"), &error, false), qPrintable(error));
        QVERIFY2(to.open(dir.filePath("b.db"), &error, false), qPrintable(error));
        const Experiment e = load(kTwelve);
        StoredPlan plan;
        plan.id = PlanShard::planId(e.name, e.expand());
        plan.experiment = e.name;
        plan.size = 12;
        plan.entries = PlanShard::describe(e.expand());
        QVERIFY2(PlanStore(from).registerPlan(plan, &error), qPrintable(error));
        for (int i : {2, 5}) {
            Run r = planRun(plan.id, i, RunStatus::Complete, "2/3");
            QVERIFY2(from.saveRun(r, &error), qPrintable(error));
        }
        const auto copied = RunCopy::copy(from, to, {}, &error);
        QVERIFY2(copied, qPrintable(error));
        QCOMPARE(copied->copied, 2);
        const auto there = PlanStore(to).find(plan.id, &error);
        QVERIFY2(there, qPrintable(error));
        QCOMPARE(there->entries, plan.entries);
        QCOMPARE(there->createdAt, PlanStore(from).find(plan.id, &error)->createdAt);
        const auto where = PlanStore::positions(12, PlanStore(to).runs(plan.id, &error));
        QCOMPARE(where[2].state, PlanPosition::State::Stored);
        QCOMPARE(where[5].shard, QStringLiteral("2/3"));
    }
};

QTEST_GUILESS_MAIN(TstPlanShard)
#include "tst_plan_shard.moc"
