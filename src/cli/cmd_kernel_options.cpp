// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cmd_kernel_options.h"

#include "cli/cli_args.h"
#include "core/kernels/kernel_catalogue.h"
#include "core/kernels/kernel_options.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::Cli)
};

QString joined(const std::vector<qint64> &v)
{
    QStringList s;
    for (qint64 x : v)
        s << QString::number(x);
    return s.join(QStringLiteral(", "));
}
} // namespace

int kernelOptionsCommand(CliContext &ctx, const QStringList &args)
{
    QCommandLineParser p;
    p.setApplicationDescription(Tr::tr("The configuration keys a kernel accepts in an "
                                       "experiment's \"kernel_config\"."));
    p.addHelpOption();
    const QCommandLineOption format(QStringLiteral("format"), Tr::tr("table or json."),
                                    QStringLiteral("FORMAT"), QStringLiteral("table"));
    p.addOption(format);
    p.addPositionalArgument(QStringLiteral("id"), Tr::tr("The kernel id (freertos, threadx)."));
    if (!p.parse(args)) {
        ctx.err << p.errorText() << Qt::endl;
        return 2;
    }
    if (cli::helpAsked(p, ctx, QStringLiteral("kernel options")))
        return 0;
    if (p.positionalArguments().size() != 1) {
        ctx.err << Tr::tr("error: kernel options needs exactly one kernel id") << Qt::endl;
        return 2;
    }
    const QString id = p.positionalArguments().first();
    if (!KernelCatalogue::builtIn().find(id)) {
        ctx.err << Tr::tr("error: unknown kernel \"%1\": the known kernels are %2")
                       .arg(id, KernelCatalogue::builtIn().ids().join(QStringLiteral(", ")))
                << Qt::endl;
        return 2;
    }
    const std::optional<KernelOptions> options = KernelOptions::forKernel(id);
    if (!options) {
        ctx.err << Tr::tr("error: %1 declares no configuration options").arg(id) << Qt::endl;
        return 3;
    }
    if (p.value(format) == QLatin1String("json")) {
        QJsonArray a;
        for (const KernelOption &o : options->options()) {
            QJsonObject e;
            e.insert("key", o.key);
            e.insert("type", o.type);
            QJsonArray values;
            for (qint64 v : o.values)
                values.append(v);
            e.insert("values", values);
            QJsonObject prof;
            for (auto it = o.profiles.cbegin(); it != o.profiles.cend(); ++it)
                prof.insert(it.key(), it.value());
            e.insert("profiles", prof);
            e.insert("description", o.description);
            a.append(e);
        }
        QJsonObject doc;
        doc.insert("kernel", id);
        doc.insert("header", options->header());
        doc.insert("options", a);
        ctx.out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
        return 0;
    }
    if (p.value(format) != QLatin1String("table")) {
        ctx.err << Tr::tr("error: unknown --format \"%1\" (table or json)").arg(p.value(format))
                << Qt::endl;
        return 2;
    }
    int w = 3;
    for (const KernelOption &o : options->options())
        w = qMax(w, int(o.key.size()));
    ctx.out
        << Tr::tr("%1 options (%2); \"kernel_config\": {\"KEY\": value}").arg(id, options->header())
        << Qt::endl;
    ctx.out << QStringLiteral("%1  %2  %3  %4  %5")
                   .arg(QStringLiteral("key"), -w)
                   .arg(QStringLiteral("values"), -10)
                   .arg(QStringLiteral("default"), -7)
                   .arg(QStringLiteral("minimal"), -7)
                   .arg(QStringLiteral("description"))
            << Qt::endl;
    for (const KernelOption &o : options->options())
        ctx.out << QStringLiteral("%1  %2  %3  %4  %5")
                       .arg(o.key, -w)
                       .arg(joined(o.values), -10)
                       .arg(o.profiles.contains("default")
                                ? QString::number(o.profiles.value("default"))
                                : QStringLiteral("-"),
                            -7)
                       .arg(o.profiles.contains("minimal")
                                ? QString::number(o.profiles.value("minimal"))
                                : QStringLiteral("-"),
                            -7)
                       .arg(o.description)
                << Qt::endl;
    return 0;
}

} // namespace rb
