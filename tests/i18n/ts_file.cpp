// SPDX-License-Identifier: GPL-3.0-or-later
#include "ts_file.h"

#include <QFile>
#include <QXmlStreamReader>

namespace rb::test {

std::optional<TsFile> readTsFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        *error = f.errorString();
        return std::nullopt;
    }
    TsFile ts;
    QXmlStreamReader x(&f);
    QString context;
    QString source;
    TsMessage msg;
    while (!x.atEnd()) {
        x.readNext();
        if (x.isStartElement()) {
            const auto n = x.name();
            if (n == QLatin1String("TS")) {
                ts.language = x.attributes().value(QLatin1String("language")).toString();
            } else if (n == QLatin1String("name")) {
                context = x.readElementText();
            } else if (n == QLatin1String("message")) {
                msg = TsMessage();
                source.clear();
                msg.numerus =
                    x.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            } else if (n == QLatin1String("source")) {
                source = x.readElementText();
            } else if (n == QLatin1String("translation")) {
                const auto type = x.attributes().value(QLatin1String("type"));
                msg.unfinished = type == QLatin1String("unfinished");
                msg.obsolete =
                    type == QLatin1String("vanished") || type == QLatin1String("obsolete");
                if (!msg.numerus)
                    msg.translation = x.readElementText();
            } else if (n == QLatin1String("numerusform")) {
                msg.numerusForms << x.readElementText();
            }
        } else if (x.isEndElement() && x.name() == QLatin1String("message")) {
            ts.messages[{context, source}] = msg;
        }
    }
    if (x.hasError()) {
        *error = QStringLiteral("%1:%2: %3").arg(path).arg(x.lineNumber()).arg(x.errorString());
        return std::nullopt;
    }
    return ts;
}

} // namespace rb::test
