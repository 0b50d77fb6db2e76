// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/sigrok_session.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>
#include <QStringList>

#include <libsigrok/libsigrok.h>

#include <cstdarg>
#include <cstdio>

namespace rb {
namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SigrokSession)
};

QMutex &sigrokMutex()
{
    static QMutex m;
    return m;
}

// libsigrok's own messages (warnings and errors) of the current load, for the error text.
int collectLog(void *data, int level, const char *format, va_list args)
{
    if (level > SR_LOG_WARN)
        return SR_OK;
    char buf[512];
    std::vsnprintf(buf, sizeof buf, format, args);
    static_cast<QStringList *>(data)->append(QString::fromUtf8(buf).trimmed());
    return SR_OK;
}

struct Walk {
    AnalyserCapture *capture = nullptr;
    std::vector<int> bits;  // bit index of capture->channels[i] in a sample unit
    std::vector<bool> keep; // whether capture->channels[i] keeps its edges
    quint64 previous = 0;
    bool haveFirst = false;
    bool badUnit = false;
};

void onPacket(const struct sr_dev_inst *, const struct sr_datafeed_packet *packet, void *data)
{
    Walk &w = *static_cast<Walk *>(data);
    if (packet->type != SR_DF_LOGIC)
        return;
    const auto *logic = static_cast<const struct sr_datafeed_logic *>(packet->payload);
    const unsigned unit = logic->unitsize;
    if (unit == 0 || unit > 8) {
        w.badUnit = true;
        return;
    }
    const auto *bytes = static_cast<const quint8 *>(logic->data);
    const quint64 count = logic->length / unit;
    for (quint64 s = 0; s < count; ++s) {
        quint64 v = 0;
        for (unsigned b = 0; b < unit; ++b)
            v |= quint64(bytes[s * unit + b]) << (8 * b);
        const qint64 index = w.capture->sampleCount + qint64(s);
        if (!w.haveFirst) {
            for (size_t c = 0; c < w.bits.size(); ++c)
                w.capture->channels[c].initialLevel = (v >> w.bits[c]) & 1u;
            w.haveFirst = true;
        } else if (v != w.previous) {
            const quint64 changed = v ^ w.previous;
            for (size_t c = 0; c < w.bits.size(); ++c)
                if ((changed >> w.bits[c]) & 1u) {
                    AnalyserChannel &ch = w.capture->channels[c];
                    ++ch.edgeCount;
                    if (w.keep[c])
                        ch.edges.push_back(index);
                }
        }
        w.previous = v;
    }
    w.capture->sampleCount += qint64(count);
}

QString withLog(const QString &message, const QStringList &log)
{
    return log.isEmpty()
               ? message
               : Tr::tr("%1 (libsigrok: %2)").arg(message, log.join(QStringLiteral("; ")));
}

} // namespace

QString sigrokVersion()
{
    return QStringLiteral("libsigrok %1").arg(QString::fromLatin1(sr_lib_version_string_get()));
}

SigrokSessionResult loadSigrokSession(const QString &path,
                                      const std::optional<QString> &keepEdgesOf)
{
    SigrokSessionResult r;
    QFile probe(path);
    if (!QFileInfo(path).isFile() || !probe.open(QIODevice::ReadOnly)) {
        r.error =
            Tr::tr("cannot read %1: %2")
                .arg(path, QFileInfo::exists(path) ? probe.errorString() : Tr::tr("no such file"));
        return r;
    }
    if (probe.read(4) != QByteArray("PK\x03\x04", 4)) {
        r.error = Tr::tr("%1 is not a sigrok session (.sr): not a zip archive").arg(path);
        return r;
    }
    probe.close();

    QMutexLocker lock(&sigrokMutex());
    QStringList log;
    sr_log_callback_set(&collectLog, &log);
    sr_log_loglevel_set(SR_LOG_WARN);
    // A private main context: sr_session_run iterates it, never the application's event loop.
    GMainContext *mainContext = g_main_context_new();
    g_main_context_push_thread_default(mainContext);
    struct sr_context *ctx = nullptr;
    struct sr_session *session = nullptr;
    auto finish = [&]() {
        if (session)
            sr_session_destroy(session);
        if (ctx)
            sr_exit(ctx);
        g_main_context_pop_thread_default(mainContext);
        g_main_context_unref(mainContext);
        sr_log_callback_set_default();
        return r;
    };

    int rc = sr_init(&ctx);
    if (rc != SR_OK) {
        ctx = nullptr;
        r.error = withLog(
            Tr::tr("libsigrok could not start: %1").arg(QString::fromUtf8(sr_strerror(rc))), log);
        return finish();
    }
    rc = sr_session_load(ctx, QFile::encodeName(path).constData(), &session);
    if (rc != SR_OK) {
        session = nullptr;
        r.error = withLog(Tr::tr("%1 is not a readable sigrok session (.sr): %2")
                              .arg(path, QString::fromUtf8(sr_strerror(rc))),
                          log);
        return finish();
    }
    GSList *devices = nullptr;
    if (sr_session_dev_list(session, &devices) != SR_OK || !devices) {
        r.error = withLog(Tr::tr("%1: the session holds no device").arg(path), log);
        return finish();
    }
    auto *sdi = static_cast<struct sr_dev_inst *>(devices->data);
    const int deviceCount = int(g_slist_length(devices));
    g_slist_free(devices);
    if (deviceCount != 1) {
        r.error = Tr::tr("%1: the session holds %2 devices; rtosbench reads sessions of one")
                      .arg(path)
                      .arg(deviceCount);
        return finish();
    }

    Walk walk;
    walk.capture = &r.capture;
    for (GSList *l = sr_dev_inst_channels_get(sdi); l; l = l->next) {
        const auto *ch = static_cast<const struct sr_channel *>(l->data);
        if (ch->type != SR_CHANNEL_LOGIC || !ch->enabled)
            continue;
        if (ch->index < 0 || ch->index >= 64)
            continue;
        AnalyserChannel c;
        c.index = ch->index;
        c.name = QString::fromUtf8(ch->name);
        r.capture.channels.push_back(c);
        walk.bits.push_back(ch->index);
    }
    if (r.capture.channels.empty()) {
        r.error = Tr::tr("%1: the session has no logic channel").arg(path);
        return finish();
    }
    const AnalyserChannel *kept = keepEdgesOf ? r.capture.channel(*keepEdgesOf) : nullptr;
    for (const AnalyserChannel &c : r.capture.channels)
        walk.keep.push_back(!keepEdgesOf || &c == kept);
    GVariant *rate = nullptr;
    if (sr_config_get(sr_dev_inst_driver_get(sdi), sdi, nullptr, SR_CONF_SAMPLERATE, &rate) ==
            SR_OK &&
        rate) {
        r.capture.samplerate = qint64(g_variant_get_uint64(rate));
        g_variant_unref(rate);
    }
    if (r.capture.samplerate <= 0) {
        r.error = withLog(Tr::tr("%1: the session states no samplerate").arg(path), log);
        return finish();
    }

    sr_session_datafeed_callback_add(session, &onPacket, &walk);
    rc = sr_session_start(session);
    if (rc == SR_OK)
        rc = sr_session_run(session);
    if (rc != SR_OK) {
        r.error = withLog(Tr::tr("%1: the session's samples could not be read: %2")
                              .arg(path, QString::fromUtf8(sr_strerror(rc))),
                          log);
        return finish();
    }
    if (walk.badUnit) {
        r.error = Tr::tr("%1: logic samples wider than 64 channels are not supported").arg(path);
        return finish();
    }
    if (r.capture.sampleCount == 0) {
        r.error = withLog(Tr::tr("%1: the session holds no logic samples").arg(path), log);
        return finish();
    }
    return finish();
}

} // namespace rb
