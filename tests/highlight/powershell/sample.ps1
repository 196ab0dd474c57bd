# sample.ps1: PowerShell
<#
  .SYNOPSIS
  Build and publish the site.
#>
[CmdletBinding(SupportsShouldProcess = $true)]
param(
    [Parameter(Mandatory = $true, Position = 0)]
    [ValidateSet('build', 'serve', 'publish')]
    [string] $Command,
    [int] $Port = 4000,
    [switch] $Drafts
)

Set-StrictMode -Version Latest
$ErrorActionPreference = 'Stop'
$root = Split-Path -Parent $MyInvocation.MyCommand.Definition
$env:JEKYLL_ENV = "production"

function Invoke-Jekyll {
    param([string[]] $Arguments)
    Write-Verbose "jekyll $($Arguments -join ' ')"
    & bundle exec jekyll @Arguments
    if ($LASTEXITCODE -ne 0) { throw "jekyll failed with exit code $LASTEXITCODE" }
}

switch ($Command) {
    'build' { Invoke-Jekyll -Arguments @('build', '--destination', "$root\_site") }
    'serve' {
        $args = @('serve', '--port', $Port)
        if ($Drafts) { $args += '--drafts' }
        Invoke-Jekyll $args
    }
    default {
        if ($PSCmdlet.ShouldProcess("origin/asf-site", "push")) {
            git push origin HEAD:asf-site 2>&1 | Out-Null
        }
    }
}

$files = Get-ChildItem -Path "$root\_posts" -Filter *.md -Recurse |
    Where-Object { $_.Length -gt 0 -and $_.Name -notlike '_*' } |
    Sort-Object LastWriteTime -Descending |
    Select-Object -First 5
foreach ($f in $files) {
    $content = Get-Content $f.FullName -Raw
    "{0,-40} {1:N0} bytes" -f $f.Name, $content.Length
}
$hash = @{ Name = 'site'; Count = $files.Count; Enabled = $true }
$hash.Keys | ForEach-Object { Write-Host "$_ = $($hash[$_])" -ForegroundColor Cyan }
try {
    [System.IO.File]::ReadAllText("missing.txt")
} catch [System.IO.FileNotFoundException] {
    Write-Warning "missing: $($_.Exception.Message)"
} finally {
    Remove-Item -Path "$env:TEMP\build-*" -Force -ErrorAction SilentlyContinue
}
$here = @"
Here-string with $Command
"@
$literal = @'
No $expansion
'@
[int]$n = 0x1F; $n++; $n -= 2; $big = 1e3; $neg = -5
while ($n -lt 40) { $n *= 2 }
exit 0
