// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/shared_database_dialog.h"

#include "core/store/sql_dialect.h"
#include "gui/app_settings.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace rb {

SharedDatabaseDialog::SharedDatabaseDialog(QWidget *parent)
    : QDialog(parent), m_host(new QLineEdit(this)), m_port(new QSpinBox(this)),
      m_database(new QLineEdit(this)), m_user(new QLineEdit(this)), m_password(new QLineEdit(this)),
      m_url(new QLabel(this))
{
    setObjectName(QStringLiteral("sharedDatabaseDialog"));
    setWindowTitle(tr("Open shared database"));
    m_host->setObjectName(QStringLiteral("host"));
    m_port->setObjectName(QStringLiteral("port"));
    m_database->setObjectName(QStringLiteral("database"));
    m_user->setObjectName(QStringLiteral("user"));
    m_password->setObjectName(QStringLiteral("password"));
    m_url->setObjectName(QStringLiteral("url"));
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_host->setPlaceholderText(QStringLiteral("localhost"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("from PGPASSWORD or ~/.pgpass"));
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(tr("URL:"), m_url);
    auto *note = new QLabel(
        tr("A PostgreSQL database shared by a lab or a team (docs/database.md). The URL is "
           "remembered, the password never: leave it empty to use PGPASSWORD or ~/.pgpass; a "
           "password typed here is used until rtosbench is closed."),
        this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Open"));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &SharedDatabaseDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : {m_host, m_database, m_user})
        connect(e, &QLineEdit::textChanged, this, &SharedDatabaseDialog::updateUrl);
    connect(m_port, &QSpinBox::valueChanged, this, &SharedDatabaseDialog::updateUrl);
    setUrl(AppSettings().sharedDatabaseUrl());
    updateUrl();
}

QString SharedDatabaseDialog::url() const
{
    PgLocation loc;
    loc.host =
        m_host->text().trimmed().isEmpty() ? QStringLiteral("localhost") : m_host->text().trimmed();
    loc.port = m_port->value();
    loc.dbname = m_database->text().trimmed();
    loc.user = m_user->text().trimmed();
    return loc.url();
}

void SharedDatabaseDialog::setUrl(const QString &url)
{
    const auto loc = sqldialect::parsePgUrl(url, nullptr);
    if (!loc)
        return;
    m_host->setText(loc->host);
    m_port->setValue(loc->port);
    m_database->setText(loc->dbname);
    m_user->setText(loc->user);
}

void SharedDatabaseDialog::updateUrl()
{
    m_url->setText(url());
    if (auto *ok = findChild<QDialogButtonBox *>())
        ok->button(QDialogButtonBox::Ok)->setEnabled(!m_database->text().trimmed().isEmpty());
}

void SharedDatabaseDialog::accept()
{
    AppSettings().setSharedDatabaseUrl(url());
    if (!m_password->text().isEmpty())
        qputenv("PGPASSWORD", m_password->text().toUtf8());
    QDialog::accept();
}

} // namespace rb
