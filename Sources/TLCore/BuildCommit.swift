import CTLSys

/// The commit this binary was built from, as scripts/release.sh gives it
/// to the build (a hash, with "-modified" when the tree had uncommitted
/// changes), or "unknown" for any other build: `swift build` needs no .git.
package let buildCommit = String(cString: tl_build_commit())
