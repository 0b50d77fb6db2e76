// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/kernels/safe_git.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace rb {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(rb::SafeGit)
};

// What a git call keeps of our environment: the search path, the language of its messages,
// the temporary directory, the time zone, and what a fetch needs to reach a server (proxies,
// certificates). Everything else, every GIT_* variable first, is left out.
const char *const kept[] = {"PATH",          "LANG",        "LANGUAGE", "LC_ALL",     "LC_MESSAGES",
                            "LC_CTYPE",      "TMPDIR",      "TZ",       "http_proxy", "https_proxy",
                            "HTTPS_PROXY",   "no_proxy",    "NO_PROXY", "all_proxy",  "ALL_PROXY",
                            "SSL_CERT_FILE", "SSL_CERT_DIR"};

} // namespace

QStringList SafeGit::configArguments(const QStringList &allowProtocols)
{
    QStringList a;
    auto set = [&a](const QString &kv) { a << QStringLiteral("-c") << kv; };
    set(QStringLiteral("core.hooksPath=/dev/null"));
    // git 2.39 (Debian 12) reads core.fsmonitor as a boolean first: false switches it off.
    set(QStringLiteral("core.fsmonitor=false"));
    set(QStringLiteral("core.sshCommand=false"));
    set(QStringLiteral("core.attributesFile=/dev/null"));
    set(QStringLiteral("core.pager=cat"));
    set(QStringLiteral("credential.helper="));
    set(QStringLiteral("protocol.allow=never"));
    for (const QString &p : allowProtocols)
        set(QStringLiteral("protocol.%1.allow=always").arg(p));
    set(QStringLiteral("safe.bareRepository=explicit"));
    set(QStringLiteral("submodule.recurse=false"));
    set(QStringLiteral("log.showSignature=false"));
    set(QStringLiteral("gc.auto=0"));
    set(QStringLiteral("maintenance.auto=false"));
    set(QStringLiteral("advice.detachedHead=false"));
    a << QStringLiteral("--no-pager");
    return a;
}

ToolEnvironment SafeGit::environment(const QString &home)
{
    // Nothing is inherited but what `kept` names.
    QStringList names;
    for (const char *name : kept)
        names << QString::fromLatin1(name);
    ToolEnvironment env = ToolEnvironment::only(names);
    if (!env.contains(QStringLiteral("PATH")))
        env.set(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    env.set(QStringLiteral("HOME"), home);
    env.set(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.set(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    env.set(QStringLiteral("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
    env.set(QStringLiteral("GIT_ATTR_NOSYSTEM"), QStringLiteral("1"));
    env.set(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0"));
    env.set(QStringLiteral("GIT_ASKPASS"), QStringLiteral("true"));
    env.set(QStringLiteral("GIT_PAGER"), QStringLiteral("cat"));
    env.set(QStringLiteral("GIT_EDITOR"), QStringLiteral("false"));
    env.set(QStringLiteral("GIT_OPTIONAL_LOCKS"), QStringLiteral("0"));
    return env;
}

ToolResult SafeGit::run(const QString &dir, const QStringList &args)
{
    return run(dir, args, Options());
}

ToolResult SafeGit::run(const QString &dir, const QStringList &args, const Options &o)
{
    QTemporaryDir home(QDir::temp().filePath(QStringLiteral("rtosbench-git-home-XXXXXX")));
    if (!home.isValid()) {
        ToolResult r;
        r.error = Tr::tr("cannot make a temporary directory for git");
        return r;
    }
    QStringList a = configArguments(o.allowProtocols);
    for (const QString &kv : o.config)
        a << QStringLiteral("-c") << kv;
    if (!dir.isEmpty())
        a << QStringLiteral("-C") << QDir(dir).absolutePath();
    a << args;
    ToolOptions t;
    t.workingDir = o.workingDir.isEmpty() ? home.path() : o.workingDir;
    t.timeoutMs = o.timeoutMs;
    t.env = environment(home.path());
    return ToolProcess::run(QStringLiteral("git"), a, t);
}

QString SafeGit::refProblem(const QString &ref)
{
    if (ref.isEmpty())
        return Tr::tr("it is empty");
    if (ref.startsWith('-'))
        return Tr::tr("it starts with \"-\", so git would take it as an option");
    if (ref.size() > 1000)
        return Tr::tr("it is longer than 1000 characters");
    for (const QChar c : ref)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c.isSpace())
            return Tr::tr("it holds a control character or white space");
    if (ref.contains(QLatin1String("..")))
        return Tr::tr("it holds \"..\" (a range, not one commit)");
    return {};
}

bool SafeGit::isObjectName(const QString &s)
{
    static const QRegularExpression hex(QStringLiteral("^(?:[0-9a-f]{40}|[0-9a-f]{64})$"));
    return hex.match(s).hasMatch();
}

} // namespace rb
