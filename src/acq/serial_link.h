// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

struct sp_port;

namespace rb {

struct SerialPortInfo {
    QString name;        // /dev/ttyUSB0, COM3
    QString description; // "CP2102 USB to UART Bridge Controller"
    QString transport;   // usb | native | bluetooth
    int usbVid = -1;
    int usbPid = -1;
};

// A real UART through libserialport (a USB-UART adapter on the GD32F103's USART0).
// libserialport cannot open pseudo-terminals, so tests without hardware use the virtual board;
// this class is exercised on its error paths there (missing port, bad baud rate).
class SerialLink {
public:
    SerialLink();
    ~SerialLink();
    SerialLink(const SerialLink &) = delete;
    SerialLink &operator=(const SerialLink &) = delete;

    static std::vector<SerialPortInfo> listPorts();

    // 8N1, no flow control. Returns false with a clear message.
    bool open(const QString &name, int baud, QString *error);
    void close();
    bool isOpen() const { return m_port != nullptr; }
    // Reads what is there, waiting at most timeoutMs for the first byte. An empty result with
    // *error set means the port failed or vanished (USB unplugged): disconnect detection.
    QByteArray read(int timeoutMs, QString *error);
    // Drops what the OS has buffered (stale bytes from before a reset).
    void flushInput();
    QString name() const { return m_name; }

private:
    sp_port *m_port = nullptr;
    QString m_name;
};

} // namespace rb
