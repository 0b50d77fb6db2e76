// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/process/tool_process.h"

#include <QString>
#include <QStringList>

namespace rb {

// The one way rtosbench runs git on a kernel tree (a user's directory, a registered tree, a
// clone), issue 31: a tree from others is data, so nothing in it may run a program.
// Every call gets
//  - a clean environment: every GIT_* variable of ours removed (GIT_DIR, GIT_WORK_TREE,
//    GIT_CONFIG_PARAMETERS, GIT_EXEC_PATH, GIT_SSH_COMMAND, ...), GIT_CONFIG_NOSYSTEM=1,
//    GIT_CONFIG_GLOBAL=/dev/null, GIT_ATTR_NOSYSTEM=1, HOME and XDG_CONFIG_HOME in an empty
//    temporary directory, no prompt, no pager, no editor;
//  - `-c` overrides of every key of a repository's own .git/config that runs a program in the
//    commands rtosbench uses: core.hooksPath=/dev/null (no hook), core.fsmonitor=false,
//    core.sshCommand, credential.helper, protocol.allow=never (no transport at all unless the
//    call re-allows one: kernel fetch its URL's scheme), safe.bareRepository=explicit (a tree
//    that looks like a bare repository is not one), core.attributesFile, submodule.recurse,
//    log.showSignature (gpg.program), gc.auto and maintenance.auto;
//  - `--no-pager`, and the working directory given with -C.
// Filter drivers (filter.*.smudge/process with a .gitattributes of the tree) cannot be switched
// off by name: GitHistory never checks a commit out in the user's repository, but in a private
// repository of its own that only borrows the objects (docs/security.md).
class SafeGit {
public:
    struct Options {
        int timeoutMs = 300000;
        QStringList allowProtocols; // transports re-allowed for this call ("https", "file")
        QStringList config;         // more "key=value" overrides for this call
        QString workingDir;         // "" = the empty temporary HOME
    };
    // git [overrides] -C dir args... ("" = no -C).
    static ToolResult run(const QString &dir, const QStringList &args, const Options &options);
    static ToolResult run(const QString &dir, const QStringList &args);
    // The overrides run() puts before every command (without the -C).
    static QStringList configArguments(const QStringList &allowProtocols = {});
    // The environment of a call whose HOME is home.
    static ToolEnvironment environment(const QString &home);
    // Why a ref as a user gave it cannot reach git ("" = it may): empty, a leading '-' (git
    // would take it as an option: --output=FILE), control characters or white space, "..".
    static QString refProblem(const QString &ref);
    // Whether s is a full object name (40 or 64 lowercase hex digits).
    static bool isObjectName(const QString &s);
};

} // namespace rb
