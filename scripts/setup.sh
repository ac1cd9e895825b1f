#!/usr/bin/env bash
# Make a fresh Debian/Ubuntu or macOS machine ready to build duolint.
#
#   scripts/setup.sh          libyaml (found through pkg-config as yaml-0.1)
#   scripts/setup.sh --test   the above, plus Python's jsonschema (SARIF, codeclimate,
#                             sonarqube), lxml (JUnit) and cmarkgfm (markdown) for the tests
#   scripts/setup.sh --dist   the above, plus zip, unzip and readelf for make dist and its test (Linux)
#   scripts/setup.sh --editors   the above, plus Neovim for the editor end-to-end test (scripts/test-editors.sh)
#   scripts/setup.sh --browser   the above, plus Chromium and Python's websocket-client and Pillow for the html
#                             report's browser test (scripts/test-report.sh)
#
# Idempotent: when everything is already present it installs nothing and
# prints nothing. Whatever it does install, it says so.
set -euo pipefail

want_test=0
want_dist=0
want_editors=0
want_browser=0
for arg in "$@"; do
    case "$arg" in
        --test) want_test=1 ;;
        --dist) want_dist=1 ;;
        --editors) want_editors=1 ;;
        --browser) want_browser=1 ;;
        -h|--help)
            sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "setup.sh: unknown option: $arg" >&2
            exit 2
            ;;
    esac
done

say() { echo "setup.sh: $*" >&2; }

os="$(uname -s)"

# Run a command as root: directly when we are root, through sudo when it exists.
as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null 2>&1; then
        sudo "$@"
    else
        say "need root to run: $* (not root and no sudo)"
        return 1
    fi
}

apt_updated=0
apt_install() {
    if ! command -v apt-get >/dev/null 2>&1; then
        say "apt-get not found; install these by hand: $*"
        return 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    if [ "$apt_updated" -eq 0 ]; then
        say "apt-get update"
        as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
        apt_updated=1
    fi
    say "installing with apt-get: $*"
    as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

brew_install() {
    if ! command -v brew >/dev/null 2>&1; then
        say "Homebrew not found; install it (https://brew.sh), then: brew install $*"
        return 1
    fi
    say "installing with brew: $*"
    brew install "$@"
}

install_pkgs() {
    # $1: Debian packages (space-separated), $2: Homebrew formulae
    case "$os" in
        Linux)  # shellcheck disable=SC2086
                apt_install $1 ;;
        Darwin) # shellcheck disable=SC2086
                brew_install $2 ;;
        *)
            say "unsupported system $os; install libyaml and pkg-config by hand"
            return 1
            ;;
    esac
}

# --- libyaml through pkg-config ------------------------------------------
if ! command -v pkg-config >/dev/null 2>&1; then
    install_pkgs "pkg-config libyaml-dev" "libyaml pkg-config"
elif ! pkg-config --exists yaml-0.1; then
    install_pkgs "pkg-config libyaml-dev" "libyaml pkg-config"
fi

if ! pkg-config --exists yaml-0.1; then
    say "pkg-config still cannot find yaml-0.1 after installing libyaml"
    if [ "$os" = Darwin ] && command -v brew >/dev/null 2>&1; then
        say "try: export PKG_CONFIG_PATH=\"$(brew --prefix)/lib/pkgconfig:\${PKG_CONFIG_PATH:-}\""
    fi
    exit 1
fi

# --- Python packages for the test suite: the reports' validators -----------
# python_package MODULE PACKAGE [DEBIAN]: makes `import MODULE` work, from the Debian package DEBIAN when
# python3 is the system's (a python3 of pyenv or Homebrew does not see those), else with pip (plain, --user,
# then --break-system-packages, for an externally managed Python).
python_package() {
    local module="$1" package="$2" debian="${3:-}"
    python3 -c "import $module" >/dev/null 2>&1 && return 0
    if [ -n "$debian" ] && [ "$os" = Linux ] && [ "$(command -v python3)" = /usr/bin/python3 ]; then
        apt_install "$debian" || true
        python3 -c "import $module" >/dev/null 2>&1 && return 0
    fi
    if ! python3 -m pip --version >/dev/null 2>&1; then
        if [ "$os" = Linux ]; then apt_install python3-pip; else python3 -m ensurepip --upgrade >/dev/null 2>&1 || true; fi
    fi
    say "installing Python package $package with pip"
    local pip=(python3 -m pip install --quiet --disable-pip-version-check)
    "${pip[@]}" "$package" 2>/dev/null \
        || "${pip[@]}" --user "$package" 2>/dev/null \
        || "${pip[@]}" --break-system-packages "$package" 2>/dev/null \
        || "${pip[@]}" --user --break-system-packages "$package"
    if ! python3 -c "import $module" >/dev/null 2>&1; then
        say "$package installed but python3 cannot import $module"
        exit 1
    fi
}

if [ "$want_test" -eq 1 ]; then
    if ! command -v python3 >/dev/null 2>&1; then
        case "$os" in
            Linux)  apt_install python3 python3-pip ;;
            Darwin) brew_install python ;;
            *) say "python3 not found"; exit 1 ;;
        esac
    fi
    python_package jsonschema jsonschema          # SARIF, codeclimate and sonarqube schemas
    python_package lxml.etree lxml python3-lxml   # JUnit against junit-10.xsd (Tests/Scripts/validate_junit.py)
    python_package cmarkgfm cmarkgfm              # GitHub's Markdown parser, for the markdown reporter's escaping test
fi

# --- zip, unzip and readelf for make dist (the artifact bundle) and scripts/test-dist.sh -------------------
if [ "$want_dist" -eq 1 ] && [ "$os" = Linux ]; then
    missing=()
    command -v zip >/dev/null 2>&1 || missing+=(zip)
    command -v unzip >/dev/null 2>&1 || missing+=(unzip)
    command -v readelf >/dev/null 2>&1 || missing+=(binutils)
    if [ "${#missing[@]}" -gt 0 ]; then apt_install "${missing[@]}"; fi
fi

# --- Neovim for the editor end-to-end test (Tests/Editors/neovim_e2e.lua, scripts/test-editors.sh) ---------
if [ "$want_editors" -eq 1 ] && ! command -v nvim >/dev/null 2>&1; then
    install_pkgs "neovim" "neovim"
fi

# --- Chromium and its DevTools client for the html report's browser test (Tests/Scripts/report_browser.py) ---
if [ "$want_browser" -eq 1 ]; then
    if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
        && ! command -v google-chrome >/dev/null 2>&1; then
        # fonts-dejavu-core: the drawings' and the page's fallback fonts, so screenshots are the same everywhere.
        install_pkgs "chromium fonts-dejavu-core" "--cask chromium"
    fi
    python_package websocket websocket-client     # the Chrome DevTools Protocol over its WebSocket
    python_package PIL pillow python3-pil         # reads the screenshot's pixels
fi
