// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace rb {

// File › Open shared database… (issue 21): host, port, database and user of a PostgreSQL
// database, shown as the URL that --db takes. The URL (never a password) is remembered with
// AppSettings ("database/sharedUrl"). A password typed here is used for this session only (it is
// put in this process's PGPASSWORD, which libpq reads) and never stored; otherwise libpq reads
// PGPASSWORD or ~/.pgpass.
class SharedDatabaseDialog : public QDialog {
    Q_OBJECT
public:
    explicit SharedDatabaseDialog(QWidget *parent = nullptr);

    QString url() const; // postgresql://user@host:port/dbname
    void setUrl(const QString &url);
    // On OK: remembers the URL and, when a password was typed, sets PGPASSWORD for this process.
    void accept() override;

private:
    void updateUrl();

    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QLabel *m_url;
};

} // namespace rb
