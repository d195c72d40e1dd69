"""The real editor client (suite `lsp`, TAP): Debian's neovim (0.7) headless, configured with
vim.lsp.start_client + vim.lsp.buf_attach_client on FileType python/cuda to run `$HOTLINT lsp`,
opens helper.py (hot through bench.py on disk) and kernel.cu of the fixture, waits for
diagnostics (vim.wait), asks for the quickfix with client.request_sync, applies it with
vim.lsp.util.apply_workspace_edit (neovim then sends an incremental didChange) and waits for the
finding to go away; everything is written as JSON through vim.fn.json_encode and checked here.

neovim is installed with `apt-get install -y neovim` when missing (CI runs as root); the test
is skipped, with the reason, only when that is impossible."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import FIXTURE, HOTLINT, Tap  # noqa: E402

T = Tap()

INIT_LUA = r"""
local hotlint = os.getenv("HOTLINT")
local root = os.getenv("HL_ROOT")
local out = os.getenv("HL_OUT")
local client_id = nil

vim.api.nvim_create_autocmd("FileType", {
  pattern = {"python", "cuda"},
  callback = function(args)
    if not client_id then
      client_id = vim.lsp.start_client({name = "hotlint", cmd = {hotlint, "lsp"}, root_dir = root})
    end
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})

local function diags(buf)
  local res = {}
  for _, d in ipairs(vim.diagnostic.get(buf)) do
    local lsp = d.user_data and d.user_data.lsp or {}
    table.insert(res, {lnum = d.lnum, col = d.col, end_lnum = d.end_lnum, end_col = d.end_col,
      severity = d.severity, code = d.code, source = d.source, message = d.message,
      href = lsp.codeDescription and lsp.codeDescription.href or vim.NIL,
      related = lsp.relatedInformation and #lsp.relatedInformation or 0})
  end
  return res
end

local function run()
  local res = {filetypes = {}}
  local ok, err = pcall(function()
    for _, f in ipairs({"helper.py", "kernel.cu"}) do
      vim.cmd("edit " .. vim.fn.fnameescape(root .. "/" .. f))
      local buf = vim.api.nvim_get_current_buf()
      res.filetypes[f] = vim.bo[buf].filetype
      vim.wait(60000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
      res[f] = diags(buf)
    end
    vim.cmd("buffer " .. vim.fn.bufnr(root .. "/helper.py"))
    local buf = vim.api.nvim_get_current_buf()
    local d = vim.diagnostic.get(buf)[1]
    if not d then return end
    local client = vim.lsp.get_client_by_id(client_id)
    local params = {textDocument = {uri = vim.uri_from_bufnr(buf)},
      range = {start = {line = d.lnum, character = d.col}, ["end"] = {line = d.end_lnum, character = d.end_col}},
      context = {diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, d.lnum)}}
    local r = client.request_sync("textDocument/codeAction", params, 20000, buf)
    res.actions = r and r.result or vim.NIL
    if r and r.result and r.result[1] then
      vim.lsp.util.apply_workspace_edit(r.result[1].edit, "utf-16")
      res.line_after = vim.api.nvim_buf_get_lines(buf, d.lnum, d.lnum + 1, false)[1]
      vim.wait(60000, function() return #vim.diagnostic.get(buf) == 0 end, 50)
      res.after_fix = diags(buf)
    end
  end)
  res.error = ok and vim.NIL or tostring(err)
  local fh = io.open(out, "w")
  fh:write(vim.fn.json_encode(res))
  fh:close()
  vim.cmd("qa!")
end

vim.api.nvim_create_autocmd("VimEnter", {callback = function() vim.defer_fn(run, 10) end})
"""


def ensure_nvim():
    """Path of nvim, installing Debian's package when missing; (None, why) if impossible."""
    nvim = shutil.which("nvim")
    if nvim:
        return nvim, None
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return None, "neovim is not installed and apt-get is not usable here (not root)"
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    log = ""
    for cmd in (["apt-get", "install", "-y", "-q", "neovim"], ["apt-get", "update", "-q"], ["apt-get", "install", "-y", "-q", "neovim"]):
        try:
            p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=400)
            log += p.stdout[-500:] + p.stderr[-500:]
        except (OSError, subprocess.TimeoutExpired) as ex:
            log += repr(ex)
        nvim = shutil.which("nvim")
        if nvim:
            return nvim, None
    return None, "`apt-get install -y neovim` failed: " + " ".join(log.split())[-300:]


def main():
    nvim, why = ensure_nvim()
    if not nvim:
        T.skip("neovim client session", why)
        T.done()
    ver = subprocess.run([nvim, "--version"], capture_output=True, text=True).stdout.splitlines()[:1]
    T.comment(f"client: {ver[0] if ver else '?'}")
    tmp = tempfile.mkdtemp(prefix="hotlint-nvim-")
    try:
        ws = os.path.join(tmp, "ws")
        shutil.copytree(FIXTURE, ws)
        open(os.path.join(ws, "pyproject.toml"), "w").close()
        init = os.path.join(tmp, "init.lua")
        out = os.path.join(tmp, "out.json")
        with open(init, "w") as f:
            f.write(INIT_LUA)
        env = dict(os.environ, HOTLINT=HOTLINT, HL_ROOT=ws, HL_OUT=out, XDG_STATE_HOME=tmp, XDG_CACHE_HOME=tmp,
                   XDG_DATA_HOME=tmp, XDG_CONFIG_HOME=tmp, HOME=tmp)
        try:
            p = subprocess.run([nvim, "--headless", "-i", "NONE", "-u", init], cwd=ws, env=env, capture_output=True,
                               text=True, timeout=300, stdin=subprocess.DEVNULL)
            T.check(p.returncode == 0, "nvim --headless ran the script and quit", p.returncode, p.stdout[-2000:], p.stderr[-2000:])
        except subprocess.TimeoutExpired as ex:
            T.check(False, "nvim --headless ran the script and quit", f"timed out: {ex}")
        if not os.path.exists(out):
            T.check(False, "the script wrote its results", "no output file")
            T.done()
        res = json.load(open(out))
        T.check(res.get("error") is None, "the script raised no Lua error", res.get("error"))
        T.check(res.get("filetypes") == {"helper.py": "python", "kernel.cu": "cuda"}, "filetypes python and cuda", res.get("filetypes"))
        hp = res.get("helper.py") or []
        ok = (len(hp) == 1 and hp[0]["code"] == "HL101" and hp[0]["lnum"] == 5 and hp[0]["col"] == 12 and hp[0]["end_col"] == 26
              and hp[0]["severity"] == 1 and hp[0]["source"] == "hotlint")
        T.check(ok, "helper.py: vim.diagnostic.get() has HL101 at 6:13 (error, source hotlint)", hp)
        T.check(hp and str(hp[0].get("href", "")).endswith("#hl101") and hp[0].get("related") == 3,
                "helper.py: codeDescription and the 3-link chain reach the client", hp)
        kc = res.get("kernel.cu") or []
        T.check(any(d["code"] == "HL251" and d["lnum"] == 18 for d in kc), "kernel.cu: HL251 at line 19 (cudaDeviceSynchronize)", kc)
        acts = res.get("actions") or []
        T.check(len(acts) == 1 and acts[0].get("kind") == "quickfix", "codeAction through the client: one quickfix", acts)
        T.check(res.get("line_after") == "    # hotlint: ignore[HL101] -- <reason>",
                "applied by vim.lsp.util.apply_workspace_edit: the suppression line", res.get("line_after"))
        T.check(res.get("after_fix") == [], "after neovim's didChange: no diagnostics", res.get("after_fix"))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    T.done()


if __name__ == "__main__":
    main()
