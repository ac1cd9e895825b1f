# Homebrew formula for duolint, built from the source tarball of a release tag.
#
# The repository is its tap (Homebrew installs formulae only from taps):
#   brew tap duolint/duolint https://github.com/duolint/duolint && brew install duolint/duolint/duolint
# At each release the url's tag is DuoLintVersion.current (VersionTests and scripts/test-dist.sh check it)
# and sha256 is the tarball's: curl -sL URL | shasum -a 256. Until the first tag exists the sha256 below is a
# placeholder and only `brew install --HEAD` can work. Written on Linux; not run with brew here.
class Duolint < Formula
  desc "Static analyzer for iPhone Duo (foldable iPhone) readiness of Swift apps"
  homepage "https://github.com/duolint/duolint"
  url "https://github.com/duolint/duolint/archive/refs/tags/0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/duolint/duolint.git", branch: "main"

  depends_on "pkgconf" => :build # the CYAML system library is found through pkg-config (yaml-0.1)
  depends_on xcode: ["16.0", :build] # Swift 6 (the README's toolchain requirement) comes with Xcode 16
  depends_on "libyaml"

  uses_from_macos "swift" => :build

  def install
    # Homebrew's build sandbox cannot nest SwiftPM's own sandbox on macOS.
    args = ["--disable-sandbox", "--configuration", "release", "--product", "duolint"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/duolint"
    doc.install "README.md", "Rules", "Docs"
  end

  test do
    printed = shell_output("#{bin}/duolint version").strip
    # A --HEAD build's version is HEAD-<sha>; duolint still prints the version written in Version.swift.
    if version.head?
      assert_match(/\A\d+\.\d+\.\d+\z/, printed)
    else
      assert_equal version.to_s, printed
    end
    (testpath/"Screen.swift").write "let bounds = UIScreen.main.bounds\n"
    output = shell_output("#{bin}/duolint --quiet Screen.swift", 1)
    assert_match "Screen.swift:1:14: error:", output
  end
end
