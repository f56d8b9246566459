// generated - do not edit: written by `npm run gen` from schemas/models/okta-change-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/okta-change-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/okta-change-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/okta-change-password.json","title":"caption.changePassword","type":"object","required":["newPassword","confirmPassword"],"properties":{"currentPassword":{"title":"caption.currentPassword","type":"string","writeOnly":true,"maxLength":128,"messages":{"required":"field.required","maxLength":"field.maxLength"},"validCharacters":true},"newPassword":{"$ref":"#/definitions/password-mfa","title":"caption.password"},"confirmPassword":{"$ref":"#/definitions/password-confirmation"},"captchaText":{"$ref":"#/definitions/captcha"}},"additionalProperties":false,"equalsField":[{"field":"confirmPassword","other":"newPassword","messageId":"password.mismatch"}],"definitions":{"password-mfa":{"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true},"password-confirmation":{"title":"caption.confirmPassword","type":"string","writeOnly":true,"messages":{"required":"field.required"},"validCharacters":true},"captcha":{"title":"caption.captchaText","type":"string","writeOnly":true,"minLength":5,"maxLength":5,"messages":{"required":"field.required","minLength":"field.lengthExact","maxLength":"field.lengthExact"},"validCharacters":true}}};
const schema28 = {"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true};
const schema29 = {"title":"caption.confirmPassword","type":"string","writeOnly":true,"messages":{"required":"field.required"},"validCharacters":true};
const schema30 = {"title":"caption.captchaText","type":"string","writeOnly":true,"minLength":5,"maxLength":5,"messages":{"required":"field.required","minLength":"field.lengthExact","maxLength":"field.lengthExact"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern1 = new RegExp("[A-Z]", "u");
const pattern2 = new RegExp("[a-z]", "u");
const pattern3 = new RegExp("[0-9]", "u");
const pattern4 = new RegExp("[!@#$%^&*]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/okta-change-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.newPassword === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newPassword"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.confirmPassword === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmPassword"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "currentPassword") || (key0 === "newPassword")) || (key0 === "confirmPassword")) || (key0 === "captchaText"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.currentPassword !== undefined){
let data0 = data.currentPassword;
if(typeof data0 === "string"){
if(func2(data0) > 128){
const err3 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/maxLength",keyword:"maxLength",params:{limit: 128}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(pattern0.test(data0)){
const err4 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/currentPassword",schemaPath:"#/properties/currentPassword/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.newPassword !== undefined){
let data1 = data.newPassword;
if(typeof data1 === "string"){
if(func2(data1) < 8){
const err6 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern1.test(data1)){
const err7 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern2.test(data1)){
const err8 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern3.test(data1)){
const err9 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data1)){
const err10 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.special", pattern: "[!@#$%^&*]"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(pattern0.test(data1)){
const err11 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.confirmPassword !== undefined){
let data2 = data.confirmPassword;
if(typeof data2 === "string"){
if(pattern0.test(data2)){
const err13 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.captchaText !== undefined){
let data3 = data.captchaText;
if(typeof data3 === "string"){
if(func2(data3) > 5){
const err15 = {instancePath:instancePath+"/captchaText",schemaPath:"#/definitions/captcha/maxLength",keyword:"maxLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data3) < 5){
const err16 = {instancePath:instancePath+"/captchaText",schemaPath:"#/definitions/captcha/minLength",keyword:"minLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(pattern0.test(data3)){
const err17 = {instancePath:instancePath+"/captchaText",schemaPath:"#/definitions/captcha/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/captchaText",schemaPath:"#/definitions/captcha/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data["confirmPassword"] !== undefined && data["confirmPassword"] !== data["newPassword"]){
const err19 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/equalsField",keyword:"equalsField",params:{messageId: "password.mismatch", other: "newPassword"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
