// SPDX-License-Identifier: GPL-3.0-or-later
#include "acq/serial_link.h"

#include "core/util/set_error.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <libserialport.h>

namespace rb {
namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SerialLink)
};

QString lastError()
{
    char *msg = sp_last_error_message();
    QString s = QString::fromLocal8Bit(msg ? msg : "");
    sp_free_error_message(msg);
    return s;
}
} // namespace

SerialLink::SerialLink() = default;

SerialLink::~SerialLink()
{
    close();
}

std::vector<SerialPortInfo> SerialLink::listPorts()
{
    std::vector<SerialPortInfo> out;
    sp_port **ports = nullptr;
    if (sp_list_ports(&ports) != SP_OK)
        return out;
    for (int i = 0; ports[i]; ++i) {
        SerialPortInfo info;
        info.name = QString::fromLocal8Bit(sp_get_port_name(ports[i]));
        const char *d = sp_get_port_description(ports[i]);
        info.description = QString::fromLocal8Bit(d ? d : "");
        switch (sp_get_port_transport(ports[i])) {
        case SP_TRANSPORT_USB: {
            info.transport = QStringLiteral("usb");
            int vid = -1, pid = -1;
            if (sp_get_port_usb_vid_pid(ports[i], &vid, &pid) == SP_OK) {
                info.usbVid = vid;
                info.usbPid = pid;
            }
            break;
        }
        case SP_TRANSPORT_BLUETOOTH:
            info.transport = QStringLiteral("bluetooth");
            break;
        default:
            info.transport = QStringLiteral("native");
        }
        out.push_back(info);
    }
    sp_free_port_list(ports);
    return out;
}

bool SerialLink::open(const QString &name, int baud, QString *error)
{
    close();
    auto fail = [&](const QString &msg) {
        setError(error, msg);
        if (m_port) {
            sp_close(m_port);
            sp_free_port(m_port);
            m_port = nullptr;
        }
        return false;
    };
    if (baud <= 0)
        return fail(Tr::tr("invalid baud rate %1").arg(baud));
    if (!QFileInfo::exists(name) && name.startsWith('/'))
        return fail(
            Tr::tr("serial port %1 does not exist: is the USB-UART adapter plugged in?").arg(name));
    if (sp_get_port_by_name(name.toLocal8Bit().constData(), &m_port) != SP_OK) {
        m_port = nullptr;
        return fail(Tr::tr("%1 is not a serial port libserialport can use (%2); pseudo-terminals "
                           "are not supported")
                        .arg(name, lastError()));
    }
    if (sp_open(m_port, SP_MODE_READ_WRITE) != SP_OK)
        return fail(Tr::tr("cannot open %1: %2 (is it used by another program, or are you missing "
                           "the dialout group?)")
                        .arg(name, lastError()));
    if (sp_set_baudrate(m_port, baud) != SP_OK || sp_set_bits(m_port, 8) != SP_OK ||
        sp_set_parity(m_port, SP_PARITY_NONE) != SP_OK || sp_set_stopbits(m_port, 1) != SP_OK ||
        sp_set_flowcontrol(m_port, SP_FLOWCONTROL_NONE) != SP_OK)
        return fail(
            Tr::tr("cannot configure %1 for %2 baud 8N1: %3").arg(name).arg(baud).arg(lastError()));
    m_name = name;
    return true;
}

void SerialLink::close()
{
    if (!m_port)
        return;
    sp_close(m_port);
    sp_free_port(m_port);
    m_port = nullptr;
}

void SerialLink::flushInput()
{
    if (m_port)
        sp_flush(m_port, SP_BUF_INPUT);
}

QByteArray SerialLink::read(int timeoutMs, QString *error)
{
    if (!m_port) {
        setError(error, Tr::tr("the serial port is not open"));
        return {};
    }
    char buf[4096];
    const sp_return n = sp_blocking_read_next(m_port, buf, sizeof buf, unsigned(timeoutMs));
    if (n < 0) {
        setError(error,
                 Tr::tr("the serial port %1 failed: %2 (unplugged?)").arg(m_name, lastError()));
        return {};
    }
    if (n == 0 && !QFileInfo::exists(m_name)) {
        setError(error, Tr::tr("the serial port %1 vanished (unplugged?)").arg(m_name));
        return {};
    }
    return QByteArray(buf, n);
}

} // namespace rb
