"""The images, checked without a builder (none can pull base images here: docs/operations.md
"Images"): each Dockerfile parses, its bases are pinned, every COPY source is in the repository and
in the build context, the Debian packages come from the lists the Makefile installs, each image runs as
a user without privileges and has a HEALTHCHECK, and the chart runs exactly these images."""

import re
import shlex
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "images"
PACKAGES = ROOT / "packages"
# Image → (Dockerfile, target stage); the names `make images` tags and the chart's values use.
BUILT = {
    "dokskenas-api": ("Dockerfile", "api"),
    "dokskenas-worker": ("Dockerfile", "worker"),
    "dokskenas-ocr-gpu": ("ocr-gpu.Dockerfile", None),
}
# The packages each image installs, by list file (the Makefile installs every list on this machine).
IMAGE_PACKAGES = {
    "dokskenas-api": set(),
    "dokskenas-worker": {"debian-ocr.txt", "debian-opencv.txt"},
    "dokskenas-ocr-gpu": {"debian-opencv.txt"},
}


@dataclass
class Stage:
    name: str
    base: str
    instructions: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Dockerfile:
    args: dict[str, str]
    stages: list[Stage]

    def stage(self, name: str | None) -> Stage:
        return self.stages[-1] if name is None else next(s for s in self.stages if s.name == name)

    def chain(self, name: str | None) -> list[Stage]:
        """The stage and the stages it is built on, the stage itself first."""
        stages = [self.stage(name)]
        while stages[-1].base in {s.name for s in self.stages}:
            stages.append(self.stage(stages[-1].base))
        return stages


def parse(path: Path) -> Dockerfile:
    text = re.sub(r"\\\n", " ", path.read_text())
    args: dict[str, str] = {}
    stages: list[Stage] = []
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        keyword, _, rest = line.partition(" ")
        keyword = keyword.upper()
        assert keyword in KEYWORDS, (path.name, line)
        if keyword == "FROM":
            words = rest.split()
            base = re.sub(r"\$\{(\w+)\}", lambda m: args[m[1]], words[0])
            name = words[2] if len(words) == 3 and words[1].upper() == "AS" else f"#{len(stages)}"
            stages.append(Stage(name, base))
        elif keyword == "ARG" and not stages:
            key, _, value = rest.partition("=")
            args[key] = value
        else:
            assert stages, (path.name, line)
            stages[-1].instructions.append((keyword, rest))
    return Dockerfile(args, stages)


KEYWORDS = {"FROM", "ARG", "ENV", "RUN", "COPY", "WORKDIR", "USER", "EXPOSE", "HEALTHCHECK", "CMD", "VOLUME"}


def dockerfiles() -> dict[str, Dockerfile]:
    return {path.name: parse(path) for path in sorted(IMAGES.glob("*Dockerfile"))}


def ignored() -> list[str]:
    lines = (ROOT / ".dockerignore").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def test_every_image_the_makefile_builds_is_here() -> None:
    result = subprocess.run(
        # Under `make test` this is a sub-make: without --no-print-directory it prints "Entering directory".
        ["make", "--no-print-directory", "-n", "images", "IMAGE_BUILDER=builder", "IMAGE_TAG=1.2.3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    built = {}
    for line in result.stdout.splitlines():
        words = shlex.split(line)
        tag = words[words.index("-t") + 1]
        target = words[words.index("--target") + 1] if "--target" in words else None
        built[tag] = (Path(words[words.index("-f") + 1]).name, target)
    assert built == {f"{name}:1.2.3": where for name, where in BUILT.items()}


def test_bases_are_pinned_by_version_and_the_debian_ones_by_digest() -> None:
    for name, dockerfile in dockerfiles().items():
        stage_names = {s.name for s in dockerfile.stages}
        for stage in dockerfile.stages:
            if stage.base in stage_names:
                continue
            image, _, digest = stage.base.partition("@")
            tag = image.rsplit(":", 1)[1] if ":" in image.rsplit("/", 1)[-1] else ""
            assert re.match(r"\d+\.\d+", tag), (name, stage.base)
            if "bookworm" in tag:
                assert re.fullmatch(r"sha256:[0-9a-f]{64}", digest), (name, stage.base)


def test_every_copy_source_is_in_the_repository_and_the_build_context() -> None:
    excluded = ignored()
    for name, dockerfile in dockerfiles().items():
        for stage in dockerfile.stages:
            for keyword, rest in stage.instructions:
                if keyword != "COPY" or rest.startswith("--from="):
                    continue
                *sources, _ = rest.split()
                for source in sources:
                    assert (ROOT / source).exists(), (name, source)
                    assert not any(source.rstrip("/") == e or source.startswith(e + "/") for e in excluded), (
                        name,
                        source,
                    )


def package_lists(stages: list[Stage]) -> set[str]:
    copied = set()
    for stage in stages:
        for keyword, rest in stage.instructions:
            if keyword == "COPY" and not rest.startswith("--from="):
                copied |= {Path(s).name for s in rest.split()[:-1] if s.startswith("packages/")}
    return copied


@pytest.mark.parametrize("image", sorted(BUILT))
def test_debian_packages_come_from_the_shared_lists_only(image: str) -> None:
    file, target = BUILT[image]
    dockerfile = dockerfiles()[file]
    chain = dockerfile.chain(target)
    assert package_lists(chain) == IMAGE_PACKAGES[image]
    for stage in chain:
        for keyword, rest in stage.instructions:
            if keyword == "RUN" and "apt-get install" in rest:
                # the names come from the copied list, never typed into the Dockerfile
                assert "xargs apt-get install" in rest, (image, rest)


def test_the_makefile_installs_every_list_and_the_images_install_no_dev_package() -> None:
    result = subprocess.run(["make", "-pn", "install-system"], cwd=ROOT, capture_output=True, text=True)
    [line] = [x for x in result.stdout.splitlines() if x.startswith("APT_PACKAGES :=")]
    listed = {
        word
        for path in PACKAGES.glob("debian-*.txt")
        for word in re.sub(r"#.*", "", path.read_text()).split()
    }
    assert set(line.split(":=", 1)[1].split()) == listed
    assert "debian-dev.txt" not in set().union(*IMAGE_PACKAGES.values())


@pytest.mark.parametrize("image", sorted(BUILT))
def test_each_image_runs_unprivileged_with_a_healthcheck(image: str) -> None:
    file, target = BUILT[image]
    instructions = [i for stage in reversed(dockerfiles()[file].chain(target)) for i in stage.instructions]
    users = [rest for keyword, rest in instructions if keyword == "USER"]
    assert users and users[-1].split(":")[0] not in ("root", "0"), (image, users)
    assert users[-1].startswith("10001"), "the chart's runAsUser"
    assert any(keyword == "HEALTHCHECK" for keyword, _ in instructions), image
    assert any(keyword == "CMD" for keyword, _ in instructions), image


def test_the_gpu_image_never_downloads_models() -> None:
    final = dockerfiles()["ocr-gpu.Dockerfile"].stage(None)
    env = " ".join(rest for keyword, rest in final.instructions if keyword == "ENV")
    assert "HF_HUB_OFFLINE=1" in env and "TRANSFORMERS_OFFLINE=1" in env
    assert ("VOLUME", '["/models"]') in final.instructions
    assert "--extra gpu" in " ".join(
        rest for stage in dockerfiles()["ocr-gpu.Dockerfile"].stages for k, rest in stage.instructions
    )


def test_the_chart_and_its_profiles_run_these_images() -> None:
    chart = ROOT / "charts" / "dokskenas"
    values = yaml.safe_load((chart / "values.yaml").read_text())
    repositories = {
        "dokskenas-api": values["image"]["repository"],
        "dokskenas-worker": values["worker"]["image"]["repository"],
        "dokskenas-ocr-gpu": values["ocrWorker"]["image"]["repository"],
    }
    assert repositories == {name: name for name in BUILT}
    for profile in ("production", "onprem"):
        overrides = yaml.safe_load((ROOT / "k8s" / profile / "dokskenas.yaml").read_text())
        named = [overrides["image"]["repository"], overrides["worker"]["image"]["repository"]]
        assert [r.rsplit("/", 1)[1] for r in named] == ["dokskenas-api", "dokskenas-worker"]
